/**
 * Set on <html> (empty value) once the client runtime (./runtime.tsx) has mounted: link
 * clicks are client navigations with the loading bar, and chunk failures reload the page.
 * Before it, links load pages in full, as they do without scripts. On a touch screen the
 * page's scrollbar shows from then on (styles/_page-scrollbar.scss names it too).
 */
export const RUNTIME_READY_ATTRIBUTE = 'data-runtime-ready';
