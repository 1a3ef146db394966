import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT } from '@/lib/constants';
import { useConsentStore } from '@/stores/consent-store';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentReopenButton } from '@/components/consent/consent-reopen-button';

const stored = () =>
  JSON.parse(localStorage.getItem(CONSENT.storageKey) ?? 'null') as { state: { choice: string } } | null;

describe('ConsentBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    useConsentStore.setState({ choice: null, decidedAt: null, reopened: false, ready: false });
  });

  it('asks with two equal buttons and stores the choice', async () => {
    render(<ConsentBanner />);
    const region = await screen.findByRole('region', { name: 'Your privacy choices' });
    const reject = screen.getByRole('button', { name: 'Essential only' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    expect(reject.className).toBe(accept.className);
    await userEvent.click(reject);
    expect(region).not.toBeInTheDocument();
    expect(stored()?.state.choice).toBe('rejected');
    expect(screen.getByRole('status')).toHaveTextContent('essential storage only');
  });

  it('stays closed when a choice is already stored, and the footer button reopens it', async () => {
    localStorage.setItem(
      CONSENT.storageKey,
      JSON.stringify({ state: { choice: 'accepted', decidedAt: '2026-11-20T10:00:00Z' }, version: CONSENT.version }),
    );
    render(
      <>
        <ConsentBanner />
        <ConsentReopenButton />
      </>,
    );
    await act(async () => {});
    expect(useConsentStore.getState().choice).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy choices' }));
    expect(screen.getByRole('heading', { name: 'Your privacy choices' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(stored()?.state.choice).toBe('rejected');
    expect(screen.getByRole('button', { name: 'Privacy choices' })).toHaveFocus();
  });
});
