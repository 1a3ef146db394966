import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { fakeFormsService, json, problem } from './fake-forms-service';

const ENDPOINT = 'https://forms.example/api/forms';

let service: ReturnType<typeof fakeFormsService>;
beforeEach(() => {
  sessionStorage.clear();
  service = fakeFormsService();
});
afterEach(() => vi.unstubAllGlobals());

async function subscribe(address: string) {
  const user = userEvent.setup();
  render(<NewsletterForm endpoint={ENDPOINT} instanceId="footer-newsletter" />);
  const email = screen.getByLabelText('E-mail');
  await user.type(email, address);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return email;
}

/** The footer sign-up against the double opt-in's answers (forms-service/newsletter/). */
describe('the footer newsletter, for each answer of the forms service', () => {
  it('202 pending: asks to confirm from the inbox, promises nothing more, shows no reference', async () => {
    service.answer(json(202, { status: 'pending' }));
    await subscribe('dana@example.com');
    const panel = (await screen.findByRole('heading', { name: 'Check your inbox to confirm' })).closest(
      '[role="status"]',
    )!;
    expect(panel).toHaveTextContent('Your subscription starts only when you open it and press the button.');
    expect(panel).not.toHaveTextContent(/reference/i);
  });

  it('429: says when to try again and keeps the address', async () => {
    service.answer(problem(429, [], { 'retry-after': '30' }));
    const email = await subscribe('dana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Try again in 30 seconds.');
    expect(email).toHaveValue('dana@example.com');
    expect(screen.queryByRole('heading', { name: 'Check your inbox to confirm' })).toBeNull();
  });

  it('503: says the service is down and the address is kept, never a success', async () => {
    service.answer(problem(503, [], { 'retry-after': '10' }));
    const email = await subscribe('dana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Our form service is unavailable right now');
    expect(email).toHaveValue('dana@example.com');
    expect(screen.queryByRole('heading', { name: 'Check your inbox to confirm' })).toBeNull();
  });
});
