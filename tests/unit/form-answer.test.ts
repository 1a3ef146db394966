import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_UPLOADS } from '@/lib/forms/upload-limits';
import { readAnswer, retryAfterSeconds } from '@/lib/forms/answer';
import { checkFile } from '@/lib/forms/file-check';
import { sendForm } from '@/lib/forms/submit';
import { readUploadAnswer, uploadFile } from '@/lib/forms/upload';
import { fakeFormsService, json } from './fake-forms-service';

const problem = (status: number, errors: unknown[], title = 'Some values are not valid') => ({
  type: 'about:blank',
  title,
  status,
  errors,
});

describe('the answer to a form POST', () => {
  it('201 and 202 are sent, with the reference from the body', () => {
    const body = { reference: 'T-7KQ2-9HXM', form: 'ticket', receivedAt: '2026-11-28T09:00:00.000Z' };
    expect(readAnswer(201, body)).toEqual({ kind: 'sent', reference: 'T-7KQ2-9HXM' });
    expect(readAnswer(202, { reference: 'N-AAAA-BBBB' })).toEqual({ kind: 'sent', reference: 'N-AAAA-BBBB' });
    expect(readAnswer(201, 'stored')).toEqual({ kind: 'sent' });
  });

  it('422 lists each refused field with its message', () => {
    const body = problem(422, [
      { field: 'email', code: 'invalid', message: 'Enter an e-mail address like name@example.com' },
      { field: 'nickname', code: 'unknown', message: 'Unknown field' },
      { field: 'Idempotency-Key', code: 'reused' },
      { message: 'no field' },
    ]);
    expect(readAnswer(422, body)).toEqual({
      kind: 'refused',
      problems: [
        { field: 'email', code: 'invalid', message: 'Enter an e-mail address like name@example.com' },
        { field: 'nickname', code: 'unknown', message: 'Unknown field' },
        { field: 'Idempotency-Key', code: 'reused', message: 'Some values are not valid' },
      ],
    });
  });

  it('400 with a refused key is refused; 400 without errors and other statuses are failures', () => {
    const missing = problem(400, [{ field: 'Idempotency-Key', code: 'required', message: 'Send an Idempotency-Key' }]);
    expect(readAnswer(400, missing)).toMatchObject({ kind: 'refused', problems: [{ field: 'Idempotency-Key' }] });
    expect(readAnswer(400, problem(400, []))).toEqual({ kind: 'failed', reason: 'status', status: 400 });
    expect(readAnswer(422, 'not json')).toEqual({ kind: 'failed', reason: 'status', status: 422 });
    expect(readAnswer(500, undefined)).toEqual({ kind: 'failed', reason: 'status', status: 500 });
    expect(readAnswer(404, problem(404, [{ field: ':path', message: 'No such form' }]))).toMatchObject({
      kind: 'failed',
    });
  });

  it('429 and 409 say how long to wait, from Retry-After', () => {
    expect(readAnswer(429, problem(429, []), '30')).toEqual({ kind: 'wait', status: 429, seconds: 30 });
    expect(readAnswer(409, problem(409, []), '1')).toEqual({ kind: 'wait', status: 409, seconds: 1 });
    expect(readAnswer(429, undefined, null)).toEqual({ kind: 'wait', status: 429 });
  });

  it('403 with a challenge asks for a proof of work; a 403 without one is a failure', () => {
    const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab' }, signature: 'cd' };
    const asked = { ...problem(403, []), type: 'https://www.clonewave.example/problems/challenge-required', challenge };
    expect(readAnswer(403, asked)).toEqual({ kind: 'challenge', challenge });
    expect(readAnswer(403, { ...asked, challenge: 'no' })).toEqual({ kind: 'failed', reason: 'status', status: 403 });
    expect(readAnswer(403, problem(403, []))).toEqual({ kind: 'failed', reason: 'status', status: 403 });
  });

  it('503 is the service unavailable, and so are 502 and 504 from the proxy in front of it', () => {
    expect(readAnswer(503, problem(503, []), '120')).toEqual({ kind: 'failed', reason: 'unavailable', status: 503 });
    // nginx: the service is not running (502) or did not answer in time (504).
    expect(readAnswer(502, '<html>Bad Gateway</html>')).toEqual({ kind: 'failed', reason: 'unavailable', status: 502 });
    expect(readAnswer(504, '')).toEqual({ kind: 'failed', reason: 'unavailable', status: 504 });
    expect(readAnswer(500, problem(500, []))).toEqual({ kind: 'failed', reason: 'status', status: 500 });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-28T09:00:00Z');
  it('reads seconds and HTTP dates, at least one second', () => {
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds(' 0 ', now)).toBe(1);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 09:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 08:00:00 GMT', now)).toBe(1);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

/** A fetch that answers every request with `answer`; returns the requests it got. */
function stubFetch(answer: () => Response | Promise<Response>) {
  const service = fakeFormsService();
  service.answer(...Array.from({ length: 5 }, () => answer));
  return service.requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('sendForm', () => {
  it('POSTs JSON with the Idempotency-Key and reads the reference', async () => {
    const requests = stubFetch(() => json(201, { reference: 'C-0000-0001' }));
    const result = await sendForm('/api/forms', 'contact', { name: 'Dana' }, 'key-12345678');
    expect(result).toEqual({ kind: 'sent', reference: 'C-0000-0001' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('https://site.example/api/forms/contact');
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(requests[0]!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(String(requests[0]!.body))).toEqual({ name: 'Dana' });
  });

  it('reads problem+json and Retry-After, and never retries a POST', async () => {
    const problemJson = stubFetch(
      () =>
        new Response(JSON.stringify(problem(422, [{ field: 'name', message: 'Enter your name' }])), {
          status: 422,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    expect(await sendForm('/api/forms', 'contact', {}, 'key-12345678')).toMatchObject({
      kind: 'refused',
      problems: [{ field: 'name', message: 'Enter your name' }],
    });
    expect(problemJson).toHaveLength(1);
    const busy = stubFetch(() => json(429, problem(429, []), { 'retry-after': '30' }));
    expect(await sendForm('/api/forms', 'contact', {}, 'key-12345678')).toEqual({
      kind: 'wait',
      status: 429,
      seconds: 30,
    });
    expect(busy).toHaveLength(1);
    const down = stubFetch(() => json(503, problem(503, [])));
    expect(await sendForm('/api/forms', 'contact', {}, 'key-12345678')).toMatchObject({ reason: 'unavailable' });
    expect(down).toHaveLength(1);
  });

  it('a network error or being offline is a failure, not an exception', async () => {
    const requests = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendForm('/api/forms', 'contact', {}, 'key-12345678')).toEqual({ kind: 'failed', reason: 'network' });
    expect(requests).toHaveLength(1);
    expect(await sendForm('/api/forms', 'contact', {}, 'key-12345678', false)).toEqual({
      kind: 'failed',
      reason: 'offline',
    });
    expect(requests).toHaveLength(1);
  });
});

describe('files', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('are at most 3, of 10 MB each, PDF or images', () => {
    expect(FORM_UPLOADS).toMatchObject({
      maxFiles: 3,
      maxBytes: 10_485_760,
      types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'],
    });
    expect(FORM_UPLOADS.idPattern.test('upl_abcdefghijklmnopqrstuv')).toBe(true);
    expect(FORM_UPLOADS.idPattern.test('upl_short')).toBe(false);
  });

  it('are checked for count, type and size before they are uploaded', () => {
    expect(checkFile(file('receipt.pdf', 'application/pdf'), 0)).toBeUndefined();
    expect(checkFile(file('IMG_0042.HEIC', ''), 2)).toBeUndefined();
    expect(checkFile(file('photo.heif', 'image/heif'), 0)).toBeUndefined();
    expect(checkFile(file('receipt.pdf', 'application/pdf'), FORM_UPLOADS.maxFiles)).toBe('too-many');
    expect(checkFile(file('notes.docx', 'application/msword'), 0)).toBe('wrong-type');
    expect(checkFile(file('clip.mp4', 'video/mp4'), 0)).toBe('wrong-type');
    expect(checkFile(file('scan.png', 'image/png', FORM_UPLOADS.maxBytes), 0)).toBeUndefined();
    expect(checkFile(file('scan.png', 'image/png', FORM_UPLOADS.maxBytes + 1), 0)).toBe('too-large');
  });

  it("the upload's answer: the stored file, or why not in the service's words", () => {
    const stored = { upload: 'upl_abcdefghijklmnopqrstuv', name: 'receipt.pdf', size: 183422, type: 'application/pdf' };
    expect(readUploadAnswer(201, stored)).toEqual({ kind: 'uploaded', file: stored });
    expect(readUploadAnswer(413, { title: 'The file is over 10 MB' })).toEqual({
      kind: 'refused',
      reason: 'too-large',
      message: 'The file is over 10 MB',
    });
    expect(
      readUploadAnswer(415, problem(415, [{ field: 'file', message: 'Attach a PDF, JPEG, PNG, WebP or HEIC file' }])),
    ).toEqual({ kind: 'refused', reason: 'wrong-type', message: 'Attach a PDF, JPEG, PNG, WebP or HEIC file' });
    expect(readUploadAnswer(415, '')).toEqual({ kind: 'refused', reason: 'wrong-type' });
    expect(readUploadAnswer(429, undefined, '12')).toEqual({ kind: 'wait', seconds: 12 });
    expect(readUploadAnswer(500, { title: 'Internal error' })).toEqual({ kind: 'refused', reason: 'failed' });
    expect(readUploadAnswer(502, '<html>Bad Gateway</html>')).toEqual({ kind: 'refused', reason: 'unavailable' });
    expect(readUploadAnswer(503, problem(503, []))).toEqual({ kind: 'refused', reason: 'unavailable' });
    expect(readUploadAnswer(201, { upload: 5 })).toEqual({ kind: 'refused', reason: 'failed' });
  });

  it('are uploaded as multipart with one part named file', async () => {
    const stored = { upload: 'upl_abcdefghijklmnopqrstuv', name: 'receipt.pdf', size: 4, type: 'application/pdf' };
    const requests = stubFetch(() => json(201, stored));
    const result = await uploadFile('/api/forms', new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(result).toEqual({ kind: 'uploaded', file: stored });
    expect(requests[0]!.url).toBe('https://site.example/api/forms/uploads');
    expect(requests[0]!.method).toBe('POST');
    const sent = requests[0]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('receipt.pdf');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await uploadFile('/api/forms', new File(['x'], 'a.png'))).toEqual({ kind: 'refused', reason: 'failed' });
  });
});
