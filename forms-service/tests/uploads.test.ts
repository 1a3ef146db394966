import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_UPLOADS } from '@/lib/forms/upload-limits';
import { createMailer } from '../mail/transport';
import { deliverDue, deliveryOf } from '../outbox';
import { purge } from '../purge';
import { sniffType } from '../uploads/sniff';
import { post, testApp, VALID } from './support/app';
import { openTestStore, STORE, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

const SAMPLES = {
  'application/pdf': bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n'),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0'),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'image/heic': bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'),
} as const;

function upload(
  app: ReturnType<typeof testApp>['app'],
  content: Uint8Array,
  name = 'receipt.pdf',
  ip = '203.0.113.50',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  return app.request(
    '/api/forms/uploads',
    { method: 'POST', body: form },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}

describe('upload type by first bytes', () => {
  it('knows PDF, JPEG, PNG, WebP and HEIC, and nothing else', () => {
    for (const [type, sample] of Object.entries(SAMPLES)) expect(sniffType(sample)).toBe(type);
    expect(Object.keys(SAMPLES)).toEqual([...FORM_UPLOADS.types]);
    expect(sniffType(bytes('MZ\x90\0'))).toBeUndefined();
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffType(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeUndefined();
  });
});

describe(`uploads (${STORE})`, () => {
  it('keeps a file under a random name with its SHA-256 and answers 201 with its id', async () => {
    const { app, services } = testApp(store.db);
    const response = await upload(app, SAMPLES['application/pdf'], '../../etc/Kassenbon März.pdf');
    expect(response.status).toBe(201);
    const body = (await response.json()) as { upload: string; name: string; size: number; type: string };
    expect(body).toEqual({
      upload: expect.stringMatching(FORM_UPLOADS.idPattern),
      name: 'Kassenbon März.pdf',
      size: SAMPLES['application/pdf'].length,
      type: 'application/pdf',
    });
    const { rows } = await store.db.query<{ sha256: string; stored_name: string }>(
      'SELECT sha256, stored_name FROM uploads WHERE id = $1',
      [body.upload],
    );
    expect(rows[0]!.sha256).toBe(createHash('sha256').update(SAMPLES['application/pdf']).digest('hex'));
    expect(rows[0]!.stored_name).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.readFileSync(path.join(services.files.dir, rows[0]!.stored_name))).toEqual(SAMPLES['application/pdf']);
    // Files are never served back.
    expect((await app.request(`/api/forms/uploads/${body.upload}`)).status).toBe(404);
  });

  it('answers 415 for a file that is not one of the types, whatever its name says', async () => {
    const { app } = testApp(store.db);
    const response = await upload(app, bytes('MZ\x90\0 this is a program'), 'receipt.pdf');
    expect(response.status).toBe(415);
    const body = (await response.json()) as { title: string; detail: string };
    expect(body.title).toBe('Attach a PDF, JPEG, PNG, WebP or HEIC file');
    // What the form shows the visitor: why a file named .pdf was not taken.
    expect(body.detail).toBe('Its content is not a PDF, JPEG, PNG, WebP or HEIC file, whatever its name says.');
  });

  it('answers 413 for a file over 10 MB', async () => {
    const { app } = testApp(store.db);
    const big = Buffer.alloc(FORM_UPLOADS.maxBytes + 1);
    SAMPLES['application/pdf'].copy(big);
    expect((await upload(app, big)).status).toBe(413);
  });

  it('answers 429 with Retry-After past the uploads budget of an address', async () => {
    const { app } = testApp(store.db, {
      policy: {
        rateLimits: { perIpAndForm: [], perEmail: [], uploadsPerIp: [{ points: 1, seconds: 600 }] },
      },
    });
    expect((await upload(app, SAMPLES['image/png'], 'a.png', '192.0.2.77')).status).toBe(201);
    const limited = await upload(app, SAMPLES['image/png'], 'a.png', '192.0.2.77');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('attaches uploads to a ticket once, refuses unknown or taken ids, and mails the files to the team', async () => {
    const { app, services } = testApp(store.db);
    const ids: string[] = [];
    for (const type of ['application/pdf', 'image/jpeg'] as const)
      ids.push(
        ((await (await upload(app, SAMPLES[type], `proof.${type.split('/')[1]}`)).json()) as { upload: string }).upload,
      );

    const unknown = await post(app, 'ticket', { ...VALID.ticket, attachments: ['upl_AAAAAAAAAAAAAAAAAAAAAA'] });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'attachments', code: 'invalid', message: 'Attach the file again' },
    ]);
    const four = await post(app, 'ticket', { ...VALID.ticket, attachments: [...ids, ...ids] });
    expect(((await four.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toBe(
      'Attach at most 3 files',
    );

    const stored = await post(app, 'ticket', { ...VALID.ticket, attachments: ids });
    expect(stored.status).toBe(201);
    const { reference } = (await stored.json()) as { reference: string };
    const taken = await post(app, 'warranty-rma', {
      ...VALID.ticket,
      phone: '',
      serial: 'CWP-40918264',
      purchaseDate: '2025-03-14',
      placeOfPurchase: 'Clonewave Store',
      fault: 'The recorder stops after about twenty minutes of 4K60 recording.',
      returnAddress: '2150 Bering Drive, San Jose',
      acceptTerms: true,
      attachments: [ids[0]],
      description: undefined,
      version: undefined,
      os: undefined,
      orderNumber: undefined,
    });
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual([
      'attachments',
    ]);

    const mailDir = path.join(services.config.dataDir, 'mail');
    await deliverDue(deliveryOf(services, createMailer(undefined, mailDir)));
    const teamFile = fs.readdirSync(mailDir).find((f) => f.includes(reference) && f.endsWith('-team.eml'))!;
    const team = await simpleParser(fs.readFileSync(path.join(mailDir, teamFile)));
    expect(team.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['proof.pdf', 'application/pdf'],
      ['proof.jpeg', 'image/jpeg'],
    ]);
    expect(team.attachments[0]!.content).toEqual(SAMPLES['application/pdf']);
    const { rows } = await store.db.query<{ delivered_at: Date | null }>(
      'SELECT delivered_at FROM uploads WHERE id = ANY($1)',
      [ids],
    );
    expect(rows.every((r) => r.delivered_at instanceof Date)).toBe(true);
  });

  it('deletes uploads nobody attached after 24 hours, file and row', async () => {
    const { app, services } = testApp(store.db);
    const { upload: id } = (await (await upload(app, SAMPLES['image/webp'], 'w.webp')).json()) as { upload: string };
    const { rows } = await store.db.query<{ stored_name: string }>('SELECT stored_name FROM uploads WHERE id = $1', [
      id,
    ]);
    const file = path.join(services.files.dir, rows[0]!.stored_name);
    await purge(store.db, services.files, services.policy, new Date(Date.now() + 23 * 3_600_000));
    expect(fs.existsSync(file)).toBe(true);
    await purge(store.db, services.files, services.policy, new Date(Date.now() + 25 * 3_600_000));
    expect(fs.existsSync(file)).toBe(false);
    expect((await store.db.query('SELECT 1 FROM uploads WHERE id = $1', [id])).rowCount).toBe(0);
  });
});
