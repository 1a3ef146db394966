// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  loadDraft,
  loadDraftFiles,
  replaceSendKey,
  saveDraft,
  saveDraftFiles,
  sendKey,
} from '@/browser/form-draft';
import { hasDraft } from '@/browser/draft-waiting';

const receipt = { upload: 'upl_abcdefghijklmnopqrstuv', name: 'receipt.pdf', size: 183422, type: 'application/pdf' };

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('a form instance draft and its Idempotency-Key', () => {
  it('gets its key when first drafted and keeps it until the send is accepted', () => {
    saveDraft('contact', { name: 'Dana', email: 'dana@example.com', attachments: ['x'] });
    expect(loadDraft('contact')).toEqual({ name: 'Dana', email: 'dana@example.com' });
    expect(hasDraft('contact')).toBe(true);
    const key = sendKey('contact');
    expect(key).toMatch(/^[\w-]{8,128}$/);
    saveDraft('contact', { name: 'Dana Whitfield' });
    expect(sendKey('contact')).toBe(key);
    expect(sendKey('ticket')).not.toBe(key);

    clearDraft('contact');
    expect(loadDraft('contact')).toBeUndefined();
    expect(hasDraft('contact')).toBe(false);
    expect(sendKey('contact')).not.toBe(key);
  });

  it('keeps the uploaded files with the key, and a replaced key keeps the files', () => {
    saveDraftFiles('ticket', [receipt]);
    const key = sendKey('ticket');
    expect(loadDraftFiles('ticket')).toEqual([receipt]);
    replaceSendKey('ticket');
    expect(sendKey('ticket')).not.toBe(key);
    expect(loadDraftFiles('ticket')).toEqual([receipt]);
    clearDraft('ticket');
    expect(loadDraftFiles('ticket')).toEqual([]);
  });

  it('with storage unavailable, keeps one key for the page', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const key = sendKey('sales');
    expect(sendKey('sales')).toBe(key);
    clearDraft('sales');
    expect(sendKey('sales')).not.toBe(key);
  });
});
