/**
 * Set on <html> (empty value) once the client runtime (./runtime.tsx) has mounted: link
 * clicks are client navigations with the loading bar, and chunk failures reload the page.
 * Before it, links load pages in full, as they do without scripts.
 */
export const RUNTIME_READY_ATTRIBUTE = 'data-runtime-ready';
