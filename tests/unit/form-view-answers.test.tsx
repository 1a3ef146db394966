import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormView } from '@/components/forms/form-view';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { storedFormDrafts } from '@/lib/stored-values/form-drafts';
import { fakeFormsService, json, problem } from './fake-forms-service';

const ENDPOINT = 'https://forms.example/api/forms';
const MESSAGE = 'Where is my order CW-104233? It was due on Monday.';

const draftOf = (formId: string): unknown =>
  (JSON.parse(sessionStorage.getItem(storedFormDrafts.key) ?? '{}') as Record<string, unknown>)[formId] ?? null;

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Dana Whitfield');
  await user.type(screen.getByLabelText('E-mail'), 'dana@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'order');
  await user.type(screen.getByLabelText('Message'), MESSAGE);
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send message' }));

let service: ReturnType<typeof fakeFormsService>;
beforeEach(() => {
  sessionStorage.clear();
  service = fakeFormsService();
});
afterEach(() => vi.unstubAllGlobals());

describe('what a form shows for each answer of the forms service', () => {
  it('201: the success panel shows the reference, takes the focus and copies the number', async () => {
    service.answer(json(201, { reference: 'C-7KQ2-9HXM', form: 'contact', receivedAt: '2026-11-28T09:00:00.000Z' }));
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint={ENDPOINT} />);
    await fillContact(user);
    await send(user);
    const panel = (await screen.findByRole('heading', { name: 'Message sent' })).closest('[role="status"]');
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveTextContent('Your reference: C-7KQ2-9HXM');
    await user.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(await navigator.clipboard.readText()).toBe('C-7KQ2-9HXM');
    expect(screen.getByRole('button', { name: 'Reference copied' })).toBeInTheDocument();
  });

  it('422: each refused field shows the service message and the first is focused; the rest goes to the status line', async () => {
    service.answer(
      problem(422, [
        { field: 'message', code: 'too_small', message: 'Your message needs at least 20 characters' },
        { field: 'email', code: 'invalid', message: 'Enter an e-mail address like name@example.com' },
        { field: 'coupon', code: 'unknown', message: 'This form has no field coupon' },
      ]),
    );
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint={ENDPOINT} />);
    await fillContact(user);
    await send(user);
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Your message needs at least 20 characters');
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE);
    expect(screen.getByText('There are 2 problems with what you entered.')).toBeInTheDocument();
    const statusLine = screen.getAllByRole('alert').find((alert) => alert.classList.contains('form-error'));
    expect(statusLine).toHaveTextContent('This form has no field coupon');
    expect(draftOf('contact')).toMatchObject({ name: 'Dana Whitfield', message: MESSAGE });
  });

  it('429: the status line counts down from Retry-After, the draft stays, and "Try again" waits for that time', async () => {
    service.answer(problem(429, [], { 'retry-after': '2' }));
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint={ENDPOINT} />);
    await fillContact(user);
    await send(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many tries. Try again in 2 seconds.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana Whitfield');
    expect(draftOf('contact')).not.toBeNull();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeDisabled();
    // The countdown is shown, and not read out every second.
    await waitFor(
      () => expect(alert.querySelector('[aria-hidden="true"]')).toHaveTextContent('Try again in 1 second.'),
      {
        timeout: 3000,
      },
    );
    await waitFor(() => expect(alert).toHaveTextContent('You can try again now.'), { timeout: 3000 });
    expect(retry).toBeEnabled();
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(service.posts()).toHaveLength(2);
  });

  it('503: the form keeps the draft, says the service is unavailable and offers the e-mail with the typed text', async () => {
    service.answer(problem(503, [], { 'retry-after': '120' }));
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint={ENDPOINT} />);
    await fillContact(user);
    await send(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Our form service is unavailable right now');
    const mail = screen.getByRole('link', { name: 'or send it by e-mail' });
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain(`Message: ${MESSAGE}`);
    expect(draftOf('contact')).not.toBeNull();
  });

  it('a network error keeps the key: the retry sends the same one, and the next request after a 201 a new one', async () => {
    service.answer(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint={ENDPOINT} />);
    await fillContact(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    // The panel that held the focus is gone: it goes to the empty form's first field.
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    await fillContact(user);
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    const [first, retry, next] = service.posts().map((post) => post.key);
    expect(first).toMatch(/^[\w-]{8,128}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[\w-]{8,128}$/);
    expect(next).not.toBe(first);
  });

  it('keeps the key with the draft: after a reload the retry sends the same one', async () => {
    service.answer(problem(500));
    const user = userEvent.setup();
    const first = render(<FormView formId="contact" endpoint={ENDPOINT} />);
    await fillContact(user);
    await send(user);
    await screen.findByRole('alert');
    first.unmount();
    render(<FormView formId="contact" endpoint={ENDPOINT} />);
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Dana Whitfield'));
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    const [before, after] = service.posts().map((post) => post.key);
    expect(after).toBe(before);
  });

  it('a double click sends once', async () => {
    let answer!: (response: Response) => void;
    service.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint={ENDPOINT} />);
    await fillContact(user);
    await user.dblClick(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(service.posts()).toHaveLength(1));
    answer(json(201, { reference: 'C-AAAA-BBBB' }));
    expect(await screen.findByText('C-AAAA-BBBB')).toBeInTheDocument();
    expect(service.posts()).toHaveLength(1);
  });

  it('a key the service already stored with other values: the status line says so and the next try has a new key', async () => {
    service.answer(
      problem(422, [
        { field: 'Idempotency-Key', code: 'reused', message: 'This request was already sent with other values.' },
      ]),
    );
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint={ENDPOINT} />);
    await fillContact(user);
    await send(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This request was already sent with other values.');
    expect(alert).toHaveTextContent('Press the button again to send this version as a new request.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    const [reused, fresh] = service.posts().map((post) => post.key);
    expect(fresh).not.toBe(reused);
  });

  it('the newsletter puts a refused address on its field', async () => {
    service.answer(
      problem(422, [{ field: 'email', code: 'invalid', message: 'Enter an e-mail address like name@example.com' }]),
    );
    const user = userEvent.setup();
    render(<NewsletterForm endpoint={ENDPOINT} instanceId="footer-newsletter" />);
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'dana@example.invalid');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('dana@example.invalid');
  });
});
