import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkupUpgrade } from '@/components/upgrade/markup-upgrade';
import { changedValues, type CarriedValues } from '@/components/upgrade/carried-state';
import { FormViewMarkup } from '@/components/forms/form-view-markup';
import { FormView } from '@/components/forms/form-view';
import { NewsletterFormMarkup } from '@/components/forms/newsletter-form-markup';
import { storedFormDrafts } from '@/lib/stored-values/form-drafts';
import { UpgradeFailedNotice } from '@/components/upgrade/upgrade-failed-notice';
import { recoverFromChunkError } from '@/browser/chunk-recovery';
import { fullPageLoad } from '@/browser/full-page-load';

vi.mock('@/lib/forms/submit', () => ({ sendForm: vi.fn() }));
// Whether a failed chunk reloads the page is the recovery's call (tests/unit/runtime.test.ts).
vi.mock('@/browser/chunk-recovery', async (original) => ({
  ...(await original<typeof import('@/browser/chunk-recovery')>()),
  recoverFromChunkError: vi.fn(() => false),
}));

/** A loader the test resolves by hand, to act "before the code arrives". */
function deferredLoader<T>(component: T) {
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  const load = vi.fn(() => ready.then(() => component));
  return { load, resolve };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(recoverFromChunkError).mockClear();
});

const props = { formId: 'contact' as const, instanceId: 'contact', endpoint: '', products: [] };

describe("server markup without the site's JavaScript", () => {
  it('posts to the forms endpoint, never puts the fields in the page URL', () => {
    const { container } = render(
      <>
        <FormViewMarkup formId="contact" instanceId="contact" endpoint="https://forms.example" products={[]} />
        <NewsletterFormMarkup instanceId="news" endpoint="https://forms.example" />
        <FormViewMarkup formId="sales" instanceId="sales" endpoint="" products={[]} />
      </>,
    );
    const [contact, news, noEndpoint] = Array.from(container.querySelectorAll('form'));
    expect(contact).toHaveAttribute('method', 'post');
    expect(contact).toHaveAttribute('action', 'https://forms.example/contact');
    expect(news).toHaveAttribute('action', 'https://forms.example/newsletter');
    expect(noEndpoint).toHaveAttribute('method', 'post');
    expect(noEndpoint).not.toHaveAttribute('action');
  });
});

describe('changedValues', () => {
  it('returns only what differs from the markup defaults', () => {
    const { container } = render(
      <FormViewMarkup
        formId="register"
        instanceId="r"
        endpoint=""
        products={[{ slug: 'box', name: 'Box', category: 'recorder' }]}
      />,
    );
    const form = container.querySelector('form')!;
    expect(changedValues(form)).toEqual({});
    (screen.getByLabelText('Your name') as HTMLInputElement).value = 'Dana';
    (screen.getByLabelText('Product') as HTMLSelectElement).value = 'box';
    const alerts = screen.getByRole('checkbox', { name: /firmware/i }) as HTMLInputElement;
    expect(alerts.checked).toBe(true); // the markup ticks the opt-in like the live form
    alerts.checked = false;
    expect(changedValues(form)).toEqual({ name: 'Dana', product: 'box', firmwareAlerts: false });
  });
});

describe('MarkupUpgrade', () => {
  it('keeps what was typed into the markup, and the focus, when the live form takes over', async () => {
    const user = userEvent.setup();
    const seen: CarriedValues[] = [];
    const Live = (p: Parameters<typeof FormView>[0]) => {
      if (p.carried) seen.push(p.carried);
      return <FormView {...p} />;
    };
    const { load, resolve } = deferredLoader(Live);
    render(
      <MarkupUpgrade load={load} props={props}>
        <FormViewMarkup {...props} />
      </MarkupUpgrade>,
    );
    expect(document.querySelector('form')).toHaveAttribute('data-ready', 'false');
    await user.type(screen.getByLabelText('Your name'), 'Dana Whitfield');
    expect(load).toHaveBeenCalled(); // focusing the form asks for its code at once
    await act(async () => resolve());
    await waitFor(() => expect(document.querySelector('form')).toHaveAttribute('data-ready', 'true'));
    expect(seen.at(-1)).toEqual({ name: 'Dana Whitfield' });
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana Whitfield');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
  });

  it('sends a submit pressed before the code arrived, through the live form', async () => {
    const user = userEvent.setup();
    const { load, resolve } = deferredLoader(FormView);
    render(
      <MarkupUpgrade load={load} props={props}>
        <FormViewMarkup {...props} />
      </MarkupUpgrade>,
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await act(async () => resolve());
    // The live form validated the (empty) submission: the errors prove it ran.
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('sends a submit pressed after the code arrived but before the live form took over', async () => {
    const { load, resolve } = deferredLoader(FormView);
    const { container } = render(
      <MarkupUpgrade load={load} props={props}>
        <FormViewMarkup {...props} />
      </MarkupUpgrade>,
    );
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    fireEvent.pointerDown(submit); // the visitor presses the button: the code is requested
    expect(load).toHaveBeenCalledTimes(1);
    // The code arrives while the button is still held down: the markup stays until the
    // press ends, so the click lands where it was aimed.
    await act(async () => {
      resolve();
      for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    });
    expect(container.querySelector('[data-upgrade]')).toHaveAttribute('data-upgrade', 'loading');
    fireEvent.pointerUp(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('when the code cannot load and the page does not reload, says so, keeps what was typed, and tries again on the next touch', async () => {
    const user = userEvent.setup();
    vi.mocked(recoverFromChunkError).mockReturnValue(false); // the reload guard holds
    const chunkError = Object.assign(new Error('Failed to load chunk'), { name: 'ChunkLoadError' });
    let deployed = false; // until the code is back, every try fails
    const load = vi.fn(() => (deployed ? Promise.resolve(FormView) : Promise.reject(chunkError)));
    const { container } = render(
      <MarkupUpgrade load={load} props={props} draftId="contact">
        <FormViewMarkup {...props}>
          <UpgradeFailedNotice message="The form could not load." />
        </FormViewMarkup>
      </MarkupUpgrade>,
    );
    await user.type(screen.getByLabelText('Your name'), 'Dana');
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-upgrade', 'failed'));
    expect(recoverFromChunkError).toHaveBeenCalledWith(chunkError);
    // The notice the server rendered (shown by the `failed` state's CSS) offers a reload,
    // and the draft keeps what was typed across it.
    expect(screen.getByRole('alert')).toHaveTextContent('The form could not load.');
    const reload = vi.spyOn(fullPageLoad, 'reload').mockImplementation(() => {});
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    expect(JSON.parse(sessionStorage.getItem(storedFormDrafts.key)!)).toEqual({ contact: { name: 'Dana' } });
    expect(document.querySelector('form')).toHaveAttribute('data-ready', 'false');
    const tries = load.mock.calls.length;
    deployed = true;
    await user.click(screen.getByLabelText('E-mail'));
    await waitFor(() => expect(document.querySelector('form')).toHaveAttribute('data-ready', 'true'));
    expect(container.firstElementChild).toHaveAttribute('data-upgrade', 'live');
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana');
    expect(load).toHaveBeenCalledTimes(tries + 1);
  });

  it('hands a failed chunk to the recovery, which reloads: what was typed is in the draft, the markup waits', async () => {
    const user = userEvent.setup();
    vi.mocked(recoverFromChunkError).mockReturnValue(true); // the page reloads
    let fail!: (error: unknown) => void;
    const load = vi.fn(() => new Promise<never>((_, reject) => (fail = reject)));
    const { container } = render(
      <MarkupUpgrade load={load} props={props} draftId="contact">
        <FormViewMarkup {...props} />
      </MarkupUpgrade>,
    );
    await user.type(screen.getByLabelText('Message'), 'Order CW-1 did not arrive.');
    await user.selectOptions(screen.getByLabelText('Topic'), 'order');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await act(async () => fail(Object.assign(new Error('x'), { name: 'ChunkLoadError' })));
    expect(recoverFromChunkError).toHaveBeenCalledTimes(1);
    expect(container.firstElementChild).toHaveAttribute('data-upgrade', 'loading');
    expect(JSON.parse(sessionStorage.getItem(storedFormDrafts.key)!)).toEqual({
      contact: { message: 'Order CW-1 did not arrive.', topic: 'order' },
    });
  });

  it.each([
    ['without a draft', {}],
    ["with only another form's draft", { ticket: { name: 'Dana Whitfield' } }],
  ])('waits for the visitor %s: no code loads when the browser is idle', async (_, drafts) => {
    sessionStorage.setItem(storedFormDrafts.key, JSON.stringify(drafts));
    const load = vi.fn(() => Promise.resolve(FormView));
    const { container } = render(
      <MarkupUpgrade load={load} props={props} draftId="contact">
        <FormViewMarkup {...props} />
      </MarkupUpgrade>,
    );
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-upgrade', 'on-intent'));
    // Longer than the idle fallback (a 1 ms timer in jsdom, which has no requestIdleCallback).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('form')).toHaveAttribute('data-ready', 'false');
  });

  it('a stored draft loads the code when idle and comes back without a touch', async () => {
    sessionStorage.setItem(storedFormDrafts.key, JSON.stringify({ contact: { name: 'Dana Whitfield' } }));
    const load = vi.fn(() => Promise.resolve(FormView));
    render(
      <MarkupUpgrade load={load} props={props} draftId="contact">
        <FormViewMarkup {...props} />
      </MarkupUpgrade>,
    );
    await waitFor(() => expect(document.querySelector('form')).toHaveAttribute('data-ready', 'true'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana Whitfield');
  });
});
