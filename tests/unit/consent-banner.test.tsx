import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT } from '@/lib/constants';
import { CONSENT_ASK_ATTRIBUTE } from '@/lib/consent/ask-attribute';
import { CONSENT_ASK_SCRIPT } from '@/lib/consent/ask-script';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentReopenButton } from '@/components/consent/consent-reopen-button';

const stored = () =>
  JSON.parse(localStorage.getItem(CONSENT.storageKey) ?? 'null') as { state: { choice: string } } | null;
const asking = () => document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE);
const runAskScript = () => new Function(CONSENT_ASK_SCRIPT)();
const choiceOf = (choice: unknown, version: number = CONSENT.version) =>
  JSON.stringify({ state: { choice, decidedAt: '2026-11-20T10:00:00Z' }, version });

describe('the consent ask script (runs before the first paint)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  });

  it.each([
    ['nothing stored', null],
    ['JSON null', 'null'],
    ['broken JSON', '{'],
    ['a number', '42'],
    ['an array', '[]'],
    ['no choice yet', choiceOf(null)],
    ['an unknown choice', choiceOf('maybe')],
    ['an older version', choiceOf('accepted', CONSENT.version - 1)],
    // The store reads these as no choice, so the banner must ask (one set of rules).
    [
      'a date that is not text',
      JSON.stringify({ state: { choice: 'accepted', decidedAt: 42 }, version: CONSENT.version }),
    ],
    ['a state that is a list', JSON.stringify({ state: [], version: CONSENT.version })],
  ])('asks when storage holds %s', (_label, value) => {
    if (value !== null) localStorage.setItem(CONSENT.storageKey, value);
    runAskScript();
    expect(asking()).toBe(true);
  });

  it.each(['accepted', 'rejected'])('does not ask when "%s" is stored', (choice) => {
    localStorage.setItem(CONSENT.storageKey, choiceOf(choice));
    runAskScript();
    expect(asking()).toBe(false);
  });
});

describe('ConsentBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, '');
  });

  it('asks with two equal buttons and stores the choice', async () => {
    render(<ConsentBanner />);
    screen.getByRole('region', { name: 'Your privacy choices' });
    const reject = screen.getByRole('button', { name: 'Essential only' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    expect(reject.className).toBe(accept.className);
    await userEvent.click(reject);
    await waitFor(() => expect(asking()).toBe(false));
    expect(stored()?.state.choice).toBe('rejected');
    expect(screen.getByRole('status')).toHaveTextContent('essential storage only');
  });

  it('the footer button reopens it with focus on its heading, and focus returns after the choice', async () => {
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
    render(
      <>
        <ConsentBanner />
        <ConsentReopenButton />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Privacy choices' }));
    expect(asking()).toBe(true);
    expect(screen.getByRole('heading', { name: 'Your privacy choices' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(asking()).toBe(false));
    expect(stored()?.state.choice).toBe('accepted');
    expect(screen.getByRole('button', { name: 'Privacy choices' })).toHaveFocus();
  });
});
