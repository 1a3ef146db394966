import type { ReactNode } from 'react';
import type { MODAL } from '@/lib/constants';

type ModalState = (typeof MODAL.states)[number];
export type HideReason = (typeof MODAL.hideReasons)[number];
type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

/** A cancellable show or hide event: calling preventDefault() vetoes the change. */
export interface ModalEvent {
  readonly type: 'show' | 'hide';
  readonly id: string;
  /** Why a hide happens; absent for show. */
  readonly reason?: HideReason;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

export interface ModalOptions {
  title: ReactNode;
  body?: ReactNode;
  /** Default md (MODAL.defaultSize). */
  size?: ModalSize;
  okLabel?: string;
  cancelLabel?: string;
  /** Only an OK button (alerts). */
  okOnly?: boolean;
  /** No footer buttons at all (media). */
  hideFooter?: boolean;
  okVariant?: 'primary' | 'danger';
  /** Wait until every other modal has closed instead of stacking on top. */
  noStacking?: boolean;
  noCloseOnEsc?: boolean;
  noCloseOnBackdrop?: boolean;
  onShow?: (event: ModalEvent) => void;
  onHide?: (event: ModalEvent) => void;
}

export interface ModalEntry {
  id: string;
  options: ModalOptions;
  state: ModalState;
  /** Waiting for the others to close (no-stacking). */
  queued: boolean;
  /** Set when a hide was accepted. */
  reason?: HideReason;
}

export function createModalEvent(type: 'show' | 'hide', id: string, reason?: HideReason): ModalEvent {
  let prevented = false;
  return {
    type,
    id,
    ...(reason ? { reason } : {}),
    get defaultPrevented() {
      return prevented;
    },
    preventDefault() {
      prevented = true;
    },
  };
}
