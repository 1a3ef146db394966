'use client';

import Modal from 'react-bootstrap/Modal';
import { useEffect, useId } from 'react';
import { MODAL } from '@/lib/constants';
import { useModalStore, zIndexFor, type ModalEntry } from '@/stores/modal-store';
import './modal-stack.scss';

/** Full class names, so the stylesheet keeps them (postcss.config.mjs scans the source). */
const OK_BUTTON = { primary: 'btn-primary', danger: 'btn-danger' } as const;

/**
 * Renders every active modal of the manager with react-bootstrap (focus moves in, is
 * trapped and returns to the opener; the body stops scrolling). The header close button,
 * Esc and the backdrop each report their own hide reason. Queued modals wait unrendered.
 * Loaded by ModalRoot only once a modal is requested.
 */
export default function ModalStack() {
  const modals = useModalStore((s) => s.modals);
  const active = modals.filter((m) => !m.queued);
  return (
    <>
      {active.map((entry, level) => (
        <ManagedModal key={entry.id} entry={entry} level={level} />
      ))}
    </>
  );
}

function ManagedModal({ entry, level }: { entry: ModalEntry; level: number }) {
  const { hide, entered, exited } = useModalStore.getState();
  const { id, options } = entry;
  const titleId = useId();
  const z = zIndexFor(level);
  const size = options.size ?? MODAL.defaultSize;
  // Hidden before this chunk arrived (e.g. the page changed): it was never shown, so no
  // exit animation will report the end; finish it here so its promise settles.
  useEffect(() => {
    if (entry.state === 'closing') exited(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the state at mount
  }, []);
  return (
    <Modal
      show={entry.state === 'opening' || entry.state === 'visible'}
      onHide={() => hide(id, 'backdrop')}
      onEscapeKeyDown={(event) => {
        // Keep react-bootstrap from calling onHide, so the reason is `esc`.
        event.preventDefault();
        hide(id, 'esc');
      }}
      onEntered={() => entered(id)}
      onExited={() => exited(id)}
      backdrop={options.noCloseOnBackdrop ? 'static' : true}
      keyboard={!options.noCloseOnEsc}
      size={size === 'md' ? undefined : size}
      centered
      aria-labelledby={titleId}
      style={{ zIndex: z.dialog }}
      backdropClassName={`modal-backdrop-level-${level}`}
      data-modal-id={id}
      data-state={entry.state}
    >
      <div className="modal-header">
        <h2 className="modal-title h5" id={titleId}>
          {options.title}
        </h2>
        <button
          type="button"
          className="btn-close"
          aria-label={MODAL.closeLabel}
          onClick={() => hide(id, 'headerclose')}
        />
      </div>
      {options.body ? <div className="modal-body">{options.body}</div> : null}
      {options.hideFooter ? null : (
        <div className="modal-footer">
          {options.okOnly ? null : (
            <button type="button" className="btn btn-outline-secondary" onClick={() => hide(id, 'cancel')}>
              {options.cancelLabel ?? MODAL.cancelLabel}
            </button>
          )}
          <button
            type="button"
            className={`btn ${OK_BUTTON[options.okVariant ?? 'primary']}`}
            onClick={() => hide(id, 'ok')}
          >
            {options.okLabel ?? MODAL.okLabel}
          </button>
        </div>
      )}
    </Modal>
  );
}
