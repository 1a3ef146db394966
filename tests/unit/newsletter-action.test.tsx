import { render, screen } from '@testing-library/react';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_TOKEN_SCRIPT, showTokenForm } from '@/lib/forms/newsletter-token';

/** The block as a build with (or without) a forms endpoint renders it. */
async function renderAction(endpoint: string, action: 'confirm' | 'unsubscribe' | 'resubscribe', missing?: string) {
  vi.stubEnv('NEXT_PUBLIC_FORMS_ENDPOINT', endpoint);
  vi.resetModules();
  const { NewsletterAction } = await import('@/components/forms/newsletter-action');
  return render(<NewsletterAction action={action}>{missing ? <p>{missing}</p> : undefined}</NewsletterAction>);
}

/** What the inline script does in a page opened at `search`. */
const runScript = (box: HTMLElement, search: string) =>
  runInNewContext(NEWSLETTER_TOKEN_SCRIPT, {
    document: { currentScript: { parentElement: box } },
    location: { search },
    URLSearchParams,
  });

afterEach(() => vi.unstubAllEnvs());

describe('a newsletter link page button', () => {
  it('posts the token of the address to the service route, filled in before the first paint', async () => {
    const { container } = await renderAction('https://forms.example/api/forms', 'confirm', 'Link incomplete');
    const box = container.querySelector<HTMLElement>('.newsletter-action')!;
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', 'https://forms.example/api/forms/newsletter/confirm');
    // Until the script has read the address, the form waits hidden and the copy shows.
    expect(form).not.toBeVisible();
    expect(screen.getByText('Link incomplete')).toBeVisible();

    runScript(box, '?t=tok_abc-123');
    expect(form).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeVisible();
    expect(new FormData(form).get('t')).toBe('tok_abc-123');
    expect(screen.getByText('Link incomplete')).not.toBeVisible();
  });

  it('keeps the missing-token copy when the address has no token or an empty one', async () => {
    const { container } = await renderAction('/api/forms', 'unsubscribe');
    const box = container.querySelector<HTMLElement>('.newsletter-action')!;
    for (const search of ['', '?t=', '?t=%20', '?other=1']) showTokenForm(box, search);
    expect(container.querySelector('form')).not.toBeVisible();
    expect(screen.getByText(/This link is incomplete/)).toBeVisible();
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/forms/newsletter/unsubscribe');
  });

  it('without a forms endpoint offers e-mail instead of a form that could not be sent', async () => {
    const { container } = await renderAction('', 'unsubscribe');
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Write to us to unsubscribe' })).toHaveAttribute(
      'href',
      'mailto:support@clonewave.example?subject=Unsubscribe%20from%20the%20newsletter',
    );
  });

  it('without a forms endpoint, "subscribe again" leaves the page its own copy (the sign-up)', async () => {
    const { container } = await renderAction('', 'resubscribe', 'Sign up with the form');
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByText('Sign up with the form')).toBeVisible();
  });
});
