// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL } from '@/lib/constants';
import { alert, confirm, useModalStore, zIndexFor, type HideReason } from '@/stores/modal-store';

const store = () => useModalStore.getState();
const stateOf = (id: string) => store().modals.find((m) => m.id === id)?.state ?? 'hidden';
const finishOpening = (id: string) => store().entered(id);
const finishClosing = (id: string) => store().exited(id);

afterEach(() => useModalStore.setState({ modals: [] }));

describe('modal state machine', () => {
  it('goes hidden → opening → visible → closing → hidden', async () => {
    const { id, closed } = store().show({ title: 'Hello' });
    expect(stateOf(id)).toBe('opening');
    finishOpening(id);
    expect(stateOf(id)).toBe('visible');
    expect(store().hide(id, 'ok')).toBe(true);
    expect(stateOf(id)).toBe('closing');
    finishClosing(id);
    expect(stateOf(id)).toBe('hidden');
    expect(store().modals).toHaveLength(0);
    await expect(closed).resolves.toBe('ok');
  });

  it('a cancelled show event vetoes opening', async () => {
    const onShow = vi.fn((event) => event.preventDefault());
    const { id, closed } = store().show({ title: 'Vetoed', onShow });
    expect(onShow).toHaveBeenCalledWith(expect.objectContaining({ type: 'show', id }));
    expect(stateOf(id)).toBe('hidden');
    await expect(closed).resolves.toBeNull();
  });

  it('a cancelled hide event keeps the modal open, except when forced', () => {
    const { id } = store().show({ title: 'Sticky', onHide: (event) => event.preventDefault() });
    finishOpening(id);
    expect(store().hide(id, 'backdrop')).toBe(false);
    expect(stateOf(id)).toBe('visible');
    expect(store().hide(id, 'force')).toBe(true);
    expect(stateOf(id)).toBe('closing');
  });

  for (const reason of MODAL.hideReasons) {
    it(`reports the hide reason "${reason}" to the hide event and the promise`, async () => {
      const seen: (HideReason | undefined)[] = [];
      const { id, closed } = store().show({ title: reason, onHide: (event) => seen.push(event.reason) });
      finishOpening(id);
      if (reason === 'toggle') store().toggle(id, { title: reason });
      else store().hide(id, reason);
      finishClosing(id);
      expect(seen).toEqual([reason]);
      await expect(closed).resolves.toBe(reason);
    });
  }

  it('toggle opens a closed modal and closes an open one', () => {
    store().toggle('t', { title: 'Toggle' });
    expect(stateOf('t')).toBe('opening');
    store().toggle('t', { title: 'Toggle' });
    expect(stateOf('t')).toBe('closing');
  });

  it('ignores a second hide while closing', () => {
    const onHide = vi.fn();
    const { id } = store().show({ title: 'Once', onHide });
    store().hide(id, 'esc');
    expect(store().hide(id, 'backdrop')).toBe(false);
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});

describe('stacking and queueing', () => {
  it('stacks modals by default, each level above the last from z-index 1040', () => {
    const a = store().show({ title: 'A' });
    const b = store().show({ title: 'B' });
    expect([stateOf(a.id), stateOf(b.id)]).toEqual(['opening', 'opening']);
    expect(zIndexFor(0)).toEqual({ backdrop: 1040, dialog: 1041 });
    expect(zIndexFor(1).backdrop).toBeGreaterThan(zIndexFor(0).dialog);
  });

  it('with no-stacking a second modal waits until the first has closed', () => {
    const first = store().show({ title: 'First' });
    const onShow = vi.fn();
    const second = store().show({ title: 'Second', noStacking: true, onShow });
    expect(stateOf(second.id)).toBe('hidden');
    expect(store().modals.find((m) => m.id === second.id)?.queued).toBe(true);
    expect(onShow).not.toHaveBeenCalled();
    finishOpening(first.id);
    store().hide(first.id, 'ok');
    expect(stateOf(second.id)).toBe('hidden');
    finishClosing(first.id);
    expect(onShow).toHaveBeenCalledTimes(1);
    expect(stateOf(second.id)).toBe('opening');
  });

  it('a queued modal hidden before its turn never opens', async () => {
    const first = store().show({ title: 'First', noStacking: true });
    const second = store().show({ title: 'Second' });
    store().hide(second.id, 'cancel');
    await expect(second.closed).resolves.toBe('cancel');
    store().hide(first.id, 'ok');
    finishClosing(first.id);
    expect(store().modals).toHaveLength(0);
  });
});

describe('promise API', () => {
  it('confirm resolves true on OK and false on cancel', async () => {
    const yes = confirm('Remove this item?');
    const [entry] = store().modals;
    expect(entry?.options).toMatchObject({ body: 'Remove this item?' });
    store().hide(entry!.id, 'ok');
    finishClosing(entry!.id);
    await expect(yes).resolves.toBe(true);

    const no = confirm('Remove this item?');
    const id = store().modals[0]!.id;
    store().hide(id, 'esc');
    finishClosing(id);
    await expect(no).resolves.toBe(false);
  });

  it('alert has only an OK button and resolves once closed', async () => {
    const done = alert('Saved.');
    const entry = store().modals[0]!;
    expect(entry.options.okOnly).toBe(true);
    store().hide(entry.id, 'ok');
    finishClosing(entry.id);
    await expect(done).resolves.toBeUndefined();
  });
});
