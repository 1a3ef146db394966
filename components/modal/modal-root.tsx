'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useModalStore } from '@/stores/modal-store';
import ModalStack from './modal-stack';

/**
 * The manager's mount point, loaded with react-bootstrap's Modal by ModalHost when the
 * first modal is requested; it renders the stack while the store holds a modal.
 */
export function ModalRoot() {
  const hasModals = useModalStore((s) => s.modals.length > 0);
  const hideAll = useModalStore((s) => s.hideAll);
  const pathname = usePathname();
  // A dialog belongs to the page it was opened on.
  useEffect(() => () => hideAll('force'), [pathname, hideAll]);
  return hasModals ? <ModalStack /> : null;
}
