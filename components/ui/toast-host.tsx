'use client';

import { useOnDemandImport } from '@/hooks/use-on-demand-import';

const loadToastList = () => import('./toast-list');

/** In every page, a few bytes: the toast list loads with the first toast (stores/toast-store.ts show()). */
export function ToastHost() {
  const list = useOnDemandImport('toast', loadToastList);
  return list ? <list.ToastList /> : null;
}
