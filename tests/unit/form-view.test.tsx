import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormView } from '@/components/forms/form-view';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { storedFormDrafts } from '@/lib/stored-values/form-drafts';
import { buildMailto, describeFields } from '@/lib/forms/mailto';
import { checkPattern } from '@/lib/forms/check-pattern';
import { newsletterEmail } from '@/lib/forms/declarations/newsletter';
import { FORMS } from '@/lib/forms/registry';
import { schemaFor } from '@/lib/forms/schema';
import type { ProductOption } from '@/lib/forms/serial';
import { fakeFormsService, problem } from './fake-forms-service';

/** The stored draft of one form, as the tab holds it (null: none). */
const draftOf = (formId: string): unknown =>
  (JSON.parse(sessionStorage.getItem(storedFormDrafts.key) ?? '{}') as Record<string, unknown>)[formId] ?? null;
const storeDraft = (formId: string, values: Record<string, unknown>) =>
  sessionStorage.setItem(storedFormDrafts.key, JSON.stringify({ [formId]: values }));

const products: ProductOption[] = [
  {
    slug: 'box-pro',
    name: 'Box Pro',
    category: 'recorder',
    serial: { pattern: '^CWP-\\d{8}$', example: 'CWP-40918264', location: 'Printed under the unit.' },
  },
];

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Dana Whitfield');
  await user.type(screen.getByLabelText('E-mail'), 'dana@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'order');
  await user.type(screen.getByLabelText('Message'), 'Where is my order CW-104233? It was due on Monday.');
}

let service: ReturnType<typeof fakeFormsService>;
beforeEach(() => {
  sessionStorage.clear();
  service = fakeFormsService();
});
afterEach(() => vi.unstubAllGlobals());

describe('FormView', () => {
  it('marks empty required fields invalid, describes them and focuses the first', async () => {
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint="https://forms.example" />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByLabelText('Your name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(service.requests).toHaveLength(0);
  });

  it('shows the serial-number alert for a serial that does not fit the product', async () => {
    const user = userEvent.setup();
    render(<FormView formId="register" endpoint="https://forms.example" products={products} />);
    await user.selectOptions(screen.getByLabelText('Product'), 'box-pro');
    await user.type(screen.getByLabelText('Serial number'), 'CWX-1');
    await user.click(screen.getByRole('button', { name: 'Register product' }));
    const alert = await screen.findByRole('complementary', { name: 'Where to find the serial number of your Box Pro' });
    expect(alert).toHaveTextContent('Printed under the unit. It looks like CWP-40918264.');
    expect(screen.getByLabelText('Serial number')).toHaveAccessibleDescription(/not a Box Pro serial number/);
  });

  it('keeps a draft while typing, sends JSON with the honeypot and clears the draft on success', async () => {
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint="https://forms.example" />);
    await fillContact(user);
    expect(draftOf('contact')).toMatchObject({
      name: 'Dana Whitfield',
      topic: 'order',
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(service.posts()).toEqual([
      {
        path: '/contact',
        key: expect.stringMatching(/^[\w-]{8,128}$/),
        body: expect.objectContaining({ name: 'Dana Whitfield', email: 'dana@example.com', fax_number: '' }),
      },
    ]);
    expect(draftOf('contact')).toBeNull();
  });

  it('keeps everything typed after a failed send and offers a retry', async () => {
    service.answer(problem(500));
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint="https://forms.example" />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error 500');
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana Whitfield');
    expect(draftOf('contact')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(service.posts()).toHaveLength(2);
  });

  it('restores a draft from this tab after a reload', async () => {
    storeDraft('contact', { name: 'Dana', email: 'dana@example.com', topic: 'feedback', message: 'Half-written' });
    await act(async () => {
      render(<FormView formId="contact" endpoint="" />);
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana');
    expect(screen.getByLabelText('Topic')).toHaveValue('feedback');
    expect(screen.getByText('We restored what you typed earlier in this tab.')).toBeInTheDocument();
  });

  it('without an endpoint, offers a prefilled e-mail instead of pretending to send', async () => {
    const user = userEvent.setup();
    render(<FormView formId="contact" endpoint="" />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const link = await screen.findByRole('link', { name: 'Open in my e-mail app' });
    expect(link.getAttribute('href')).toMatch(
      /^mailto:support@clonewave\.example\?subject=Message%20from%20the%20website&body=/,
    );
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('Topic: An order or delivery');
    expect(service.requests).toHaveLength(0);
    expect(draftOf('contact')).not.toBeNull();
  });
});

describe('NewsletterForm (zod/mini schema)', () => {
  it('rejects a malformed address and sends a trimmed one', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm endpoint="https://forms.example" instanceId="footer-newsletter" />);
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'dana@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com'));
    expect(email).toHaveFocus();
    await user.type(email, 'example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox to confirm' })).toBeInTheDocument();
    expect(service.posts()).toEqual([
      { path: '/newsletter', key: expect.any(String), body: { email: 'dana@example.com', fax_number: '' } },
    ]);
  });

  it('restores its draft, keeps the address after a failed send and retries', async () => {
    storeDraft('footer-newsletter', { email: 'sam@example.com' });
    service.answer(problem(502));
    const user = userEvent.setup();
    const { container } = render(<NewsletterForm endpoint="https://forms.example" instanceId="footer-newsletter" />);
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveValue('sam@example.com'));
    expect(container.querySelector('form')).toHaveAttribute('data-ready', 'true');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Our form service is unavailable right now');
    expect(email).toHaveValue('sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox to confirm' })).toBeInTheDocument();
    expect(service.posts()).toHaveLength(2);
    expect(draftOf('footer-newsletter')).toBeNull();
  });

  it('without an endpoint, prepares the e-mail and sends nothing', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm endpoint="" instanceId="footer-newsletter" />);
    await user.type(screen.getByLabelText('E-mail'), 'dana@example.com');
    expect(draftOf('footer-newsletter')).toEqual({ email: 'dana@example.com' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const link = await screen.findByRole('link', { name: 'Open in my e-mail app' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('E-mail: dana@example.com');
    expect(service.requests).toHaveLength(0);
  });

  it('checks by hand exactly what the zod/mini schema accepts', () => {
    const newsletterSchema = schemaFor(FORMS.newsletter, []);
    for (const value of [
      'dana@example.com',
      ' dana@example.com ',
      'dana@',
      'a@b',
      'a@b.c',
      'a b@c.de',
      '',
      'x@y..z',
      'x@sub.example.co.uk',
    ]) {
      expect(checkPattern(newsletterEmail, value).ok, value).toBe(newsletterSchema.safeParse({ email: value }).success);
    }
  });
});

describe('buildMailto', () => {
  it('writes labels and readable values, skipping empty optional fields', () => {
    const href = buildMailto(
      'support@clonewave.example',
      'Support ticket',
      FORMS.ticket.fields,
      {
        name: 'Dana',
        email: 'd@example.com',
        product: 'box-pro',
        serial: 'CWP-40918264',
        version: '2.4.1',
        os: 'macos',
        description: 'Line one\nLine two',
        orderNumber: '',
      },
      (slug) => (slug === 'box-pro' ? 'Box Pro' : slug),
    );
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body).toContain('Product: Box Pro');
    expect(body).toContain('Operating system: macOS');
    expect(body).toContain('Problem:\nLine one\nLine two');
    expect(body).not.toContain('Order number');
    // Labels that speak to the visitor ("Your name", "What happens?") are named for the reader.
    expect(body).toContain('Name: Dana');
    expect(body).not.toMatch(/Your name|What happens\?/);
  });

  it('names every field for the reader: no label that asks the visitor or ends a sentence', () => {
    for (const form of Object.values(FORMS))
      for (const line of describeFields(
        form.fields,
        Object.fromEntries(form.fields.map((f) => [f.name, f.type === 'checkbox' ? true : 'x'])),
      ))
        expect(line.split(':')[0], `${form.id}: ${line}`).not.toMatch(/^(Your |I |E-mail me)|[?.]$/);
  });
});
