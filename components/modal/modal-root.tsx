'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { useModalStore } from '@/stores/modal-store';

/** react-bootstrap's Modal and its transitions: loaded when the first modal is requested. */
const ModalStack = dynamic(() => import('./modal-stack'), { ssr: false });

/**
 * The manager's mount point, in every page: it stays tiny and only renders the modal
 * stack (components/modal/modal-stack.tsx) once the store holds a modal.
 */
export function ModalRoot() {
  const hasModals = useModalStore((s) => s.modals.length > 0);
  const hideAll = useModalStore((s) => s.hideAll);
  const pathname = usePathname();
  // A dialog belongs to the page it was opened on.
  useEffect(() => () => hideAll('force'), [pathname, hideAll]);
  return hasModals ? <ModalStack /> : null;
}
