'use client';

import { useOnDemandImport } from '@/hooks/use-on-demand-import';

const loadModalRoot = () => import('./modal-root');

/**
 * In every page, a few bytes: the modal manager and react-bootstrap's Modal load when the
 * first dialog is asked for (stores/modal-store.ts show()), not with the page.
 */
export function ModalHost() {
  const root = useOnDemandImport('modal', loadModalRoot);
  return root ? <root.ModalRoot /> : null;
}
