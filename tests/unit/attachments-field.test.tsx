import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormView } from '@/components/forms/form-view';
import { FORM_UPLOADS } from '@/lib/forms/upload-limits';
import type { ProductOption } from '@/lib/forms/serial';
import { storedFormSends } from '@/lib/stored-values/form-sends';
import { fakeFormsService, json, problem } from './fake-forms-service';

const ENDPOINT = 'https://forms.example/api/forms';
const products: ProductOption[] = [{ slug: 'capture-app', name: 'Capture App', category: 'software' }];
const LABEL = 'Screenshots or photos (optional)';

const uploadId = (n: number) => `upl_${String(n).padStart(22, 'x')}`;
const stored = (n: number, name: string, size: number, type = 'image/png') =>
  json(201, { upload: uploadId(n), name, size, type });
const png = (name: string, size = 183_422) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function fillTicket(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Dana Whitfield');
  await user.type(screen.getByLabelText('E-mail'), 'dana@example.com');
  await user.selectOptions(screen.getByLabelText('Product'), 'capture-app');
  await user.type(screen.getByLabelText('Firmware or software version'), '2.4.1');
  await user.selectOptions(screen.getByLabelText('Operating system'), 'windows');
  await user.type(screen.getByLabelText('What happens?'), 'The preview freezes after ten minutes of capture.');
}

const fileList = () => screen.getByRole('list', { name: 'Attached files' });

let service: ReturnType<typeof fakeFormsService>;
beforeEach(() => {
  sessionStorage.clear();
  service = fakeFormsService();
});
afterEach(() => vi.unstubAllGlobals());

describe('the attachments field', () => {
  it('uploads each chosen file at once, lists it with its size and sends the upload ids with the form', async () => {
    service.answer(stored(1, 'freeze.png', 183_422));
    const user = userEvent.setup();
    render(<FormView formId="ticket" endpoint={ENDPOINT} products={products} />);
    await fillTicket(user);
    await user.upload(screen.getByLabelText(LABEL), png('freeze.png'));
    expect(await screen.findByRole('button', { name: 'Remove freeze.png' })).toBeInTheDocument();
    expect(within(fileList()).getByText('freeze.png')).toBeInTheDocument();
    expect(within(fileList()).getByText('183 kB')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('freeze.png is attached.');
    const upload = service.requests[0]!;
    expect(upload.url).toBe(`${ENDPOINT}/uploads`);
    expect(((upload.body as FormData).get('file') as File).name).toBe('freeze.png');

    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByRole('heading', { name: 'Ticket created' })).toBeInTheDocument();
    expect(service.posts()[0]!.body).toMatchObject({ attachments: [uploadId(1)] });
  });

  it('refuses too large, wrong and surplus files before uploading, and says why', async () => {
    service.answer(stored(1, 'a.png', 10), stored(2, 'b.png', 10), stored(3, 'c.png', 10));
    const user = userEvent.setup({ applyAccept: false });
    render(<FormView formId="ticket" endpoint={ENDPOINT} products={products} />);
    const picker = screen.getByLabelText(LABEL);
    const big = new File([new Uint8Array(FORM_UPLOADS.maxBytes + 1)], 'video-still.png', { type: 'image/png' });
    const doc = new File(['x'], 'notes.docx', { type: 'application/msword' });
    await user.upload(picker, [big, doc]);
    expect(picker).toHaveAccessibleDescription(
      expect.stringContaining('video-still.png was not attached: it is over 10 MB.'),
    );
    expect(picker).toHaveAccessibleDescription(
      expect.stringContaining('notes.docx was not attached: only PDF, JPEG, PNG, WebP and HEIC files can be attached.'),
    );
    expect(service.requests).toHaveLength(0);

    await user.upload(picker, [png('a.png', 10), png('b.png', 10), png('c.png', 10), png('d.png', 10)]);
    expect(picker).toHaveAccessibleDescription(
      expect.stringContaining('d.png was not attached: at most 3 files can be attached.'),
    );
    await waitFor(() => expect(within(fileList()).getAllByRole('button', { name: /^Remove / })).toHaveLength(3));
    expect(service.requests).toHaveLength(3);
  });

  it("shows the service's reason for a refused upload, and a failed upload as such", async () => {
    service.answer(
      problem(415, [{ field: 'file', code: 'type', message: 'Attach a PDF, JPEG, PNG, WebP or HEIC file.' }]),
      new TypeError('Failed to fetch'),
    );
    const user = userEvent.setup();
    render(<FormView formId="ticket" endpoint={ENDPOINT} products={products} />);
    const picker = screen.getByLabelText(LABEL);
    await user.upload(picker, png('renamed.png'));
    const refused = 'renamed.png was not attached. Attach a PDF, JPEG, PNG, WebP or HEIC file.';
    await waitFor(() => expect(picker).toHaveAccessibleDescription(expect.stringContaining(refused)));
    expect(screen.getByRole('status')).toHaveTextContent(refused);
    await user.upload(picker, png('photo.png'));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        expect.stringContaining('photo.png was not attached: the upload failed.'),
      ),
    );
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('removes a file with its Remove button, gives the focus back to the picker and keeps the list with the draft', async () => {
    service.answer(stored(1, 'one.png', 2000), stored(2, 'two.png', 3000));
    const user = userEvent.setup();
    const first = render(<FormView formId="ticket" endpoint={ENDPOINT} products={products} />);
    await user.upload(screen.getByLabelText(LABEL), [png('one.png', 2000), png('two.png', 3000)]);
    await waitFor(() => expect(within(fileList()).getAllByRole('button', { name: /^Remove / })).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(screen.getByLabelText(LABEL)).toHaveFocus();
    expect(within(fileList()).queryByText('one.png')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('one.png was removed.');
    const sends = JSON.parse(sessionStorage.getItem(storedFormSends.key)!) as Record<string, { files: unknown[] }>;
    expect(sends.ticket!.files).toEqual([{ upload: uploadId(2), name: 'two.png', size: 3000, type: 'image/png' }]);

    first.unmount();
    await act(async () => {
      render(<FormView formId="ticket" endpoint={ENDPOINT} products={products} />);
    });
    expect(within(fileList()).getByText('two.png')).toBeInTheDocument();
  });

  it('when the send fails, the e-mail fallback names the files to attach', async () => {
    service.answer(stored(1, 'freeze.png', 183_422), problem(503, [], { 'retry-after': '10' }));
    const user = userEvent.setup();
    render(<FormView formId="ticket" endpoint={ENDPOINT} products={products} />);
    await fillTicket(user);
    await user.upload(screen.getByLabelText(LABEL), png('freeze.png'));
    await screen.findByRole('button', { name: 'Remove freeze.png' });
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    const mail = await screen.findByRole('link', { name: 'or send it by e-mail' });
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain(
      'Screenshots or photos: freeze.png (attach these files to the e-mail yourself)',
    );
  });

  it('without an endpoint says to attach files in the mail program, with no picker', () => {
    render(<FormView formId="ticket" endpoint="" products={products} />);
    expect(screen.queryByLabelText(LABEL)).toBeNull();
    expect(screen.getByText(/Files cannot be attached to an e-mail draft/)).toBeInTheDocument();
  });
});
