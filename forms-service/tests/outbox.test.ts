import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS } from '@/lib/forms/registry';
import { createMailer } from '../mail/transport';
import { deliverDue, deliveryOf, listOutbox, retryDead } from '../outbox';
import { DEFAULT_POLICY, retryDelayMs } from '../policy';
import { eventLoopBusy, startWorker } from '../worker';
import { post, testApp, VALID } from './support/app';
import { addresses, freePort, startSmtp } from './support/mail';
import { deliverToFiles } from './support/newsletter';
import { openTestStore, STORE, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

/** A clock the test moves: the outbox's backoff is hours long. */
function manualClock(start = new Date()) {
  let now = start;
  return { now: () => now, set: (to: Date) => (now = to) };
}

const outboxOf = async (reference: string) =>
  (
    await store.db.query<{
      id: string;
      channel: string;
      state: string;
      attempts: number;
      next_attempt_at: Date;
      last_error: string | null;
    }>(
      `SELECT o.id, o.channel, o.state, o.attempts, o.next_attempt_at, o.last_error FROM outbox o
     JOIN submissions s ON s.id = o.submission_id WHERE s.reference = $1 ORDER BY o.channel`,
      [reference],
    )
  ).rows;

describe(`outbox: nothing lost (${STORE})`, () => {
  it('waits through an hour of SMTP down, then delivers the team and visitor mail when it is back', async () => {
    const port = await freePort();
    const clock = manualClock();
    const { app, services } = testApp(store.db, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    services.clock = clock.now;
    const description = 'The recorder stops after about twenty minutes of 4K60 recording to the SSD. <b>Buy pills</b>';
    const response = await post(app, 'ticket', { ...VALID.ticket, description });
    const { reference } = (await response.json()) as { reference: string };
    const mailer = createMailer(services.config.smtpUrl, '');
    const delivery = { ...deliveryOf(services, mailer), clock: clock.now };

    const start = clock.now().getTime();
    while (clock.now().getTime() - start < 3_600_000) {
      await deliverDue(delivery);
      const due = await outboxOf(reference);
      expect(due.map((m) => m.state)).toEqual(['pending', 'pending']);
      clock.set(new Date(Math.max(...due.map((m) => m.next_attempt_at.getTime()))));
    }
    const waiting = await outboxOf(reference);
    expect(waiting[0]!.attempts).toBeGreaterThanOrEqual(7);
    expect(waiting[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtp(port);
    try {
      await deliverDue(delivery);
      expect((await outboxOf(reference)).map((m) => m.state)).toEqual(['sent', 'sent']);
      const team = smtp.received.find((m) => addresses(m.to).includes(FORMS.ticket.mailTo))!;
      const visitor = smtp.received.find((m) => addresses(m.to).includes(VALID.ticket.email))!;
      expect(team.subject).toBe(`[${reference}] Support ticket`);
      expect(addresses(team.replyTo)).toEqual([VALID.ticket.email]);
      for (const text of [
        'Name: Dana Whitfield',
        'Product: Clonewave Box Pro',
        'Serial number (hardware): CWP-40918264',
        description,
      ])
        expect(team.text).toContain(text);
      expect(visitor.subject).toContain(reference);
      expect(visitor.text).toContain(`Your reference: ${reference}`);
      expect(visitor.text).toContain(FORMS.ticket.success.mail);
      expect(visitor.text).not.toContain('on its way to your inbox');
      // Nothing the visitor typed goes back out to the address they typed.
      for (const typed of ['Dana', 'pills', 'twenty minutes', 'CWP-40918264', '2.4.1'])
        expect(`${visitor.subject}\n${visitor.text}`).not.toContain(typed);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it("confirms a registration with the date the product's warranty runs until", async () => {
    const { app, services } = testApp(store.db);
    const today = new Date();
    // The 14th of the month two months back is 30 to 80 days ago: within the 90-day window.
    const purchase = (monthsBack: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, 14));
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const longDate = (date: Date) =>
      `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
    const registration = (bought: Date, serial: string) => ({
      ...VALID.contact,
      product: 'wavedrive-pro',
      serial,
      purchaseDate: day(bought),
      placeOfPurchase: 'Clonewave Store',
      firmwareAlerts: true,
      topic: undefined,
      message: undefined,
    });
    const recent = purchase(2);
    const late = purchase(6);
    for (const [bought, serial] of [
      [recent, 'WDP-20260914'],
      [late, 'WDP-20260515'],
    ] as const) {
      const answer = await post(app, 'register', registration(bought, serial));
      expect(answer.status, await answer.clone().text()).toBe(201);
    }
    const visitorMails = (await deliverToFiles(services)).filter((m) =>
      addresses(m.mail.to).includes(VALID.contact.email),
    );
    const texts = visitorMails.map((m) => m.mail.text ?? '');
    const covered = (bought: Date, months: number) =>
      longDate(new Date(Date.UTC(bought.getUTCFullYear(), bought.getUTCMonth() + months, 14)));
    expect(texts.find((t) => t.includes(covered(recent, 3 * 12 + 6)))).toContain('Your WaveDrive Pro is covered until');
    expect(texts.find((t) => t.includes(covered(recent, 3 * 12 + 6)))).toContain(
      '6 months more because you registered',
    );
    expect(texts.find((t) => t.includes(covered(late, 3 * 12)))).toContain('this registration came later');
    for (const text of texts) {
      expect(text).toContain(FORMS.register.success.mail);
      expect(text).not.toContain('WDP-2026');
    }
  });

  it('keeps trying for longer than an hour before a message is dead', () => {
    const policy = DEFAULT_POLICY.outbox;
    const waited = Array.from({ length: policy.maxAttempts - 1 }, (_, i) => retryDelayMs(policy, i + 1)).reduce(
      (a, b) => a + b,
    );
    expect(waited).toBeGreaterThan(3 * 3_600_000);
    expect(retryDelayMs(policy, 1)).toBeLessThan(retryDelayMs(policy, 2));
  });

  it('marks a message dead after the last try; an operator lists it and sends it again', async () => {
    const clock = manualClock();
    const { app, services } = testApp(store.db, {
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
      policy: { outbox: { ...DEFAULT_POLICY.outbox, maxAttempts: 2 } },
    });
    services.clock = clock.now;
    const { reference } = (await (await post(app, 'contact', VALID.contact)).json()) as { reference: string };
    const down = createMailer(services.config.smtpUrl, '');
    const delivery = { ...deliveryOf(services, down), clock: clock.now };
    await deliverDue(delivery);
    clock.set(new Date(clock.now().getTime() + 3_600_000));
    await deliverDue(delivery);
    down.close();
    expect((await outboxOf(reference)).map((m) => m.state)).toEqual(['dead', 'dead']);

    const dead = (await listOutbox(store.db, 'dead')).filter((m) => m.reference === reference);
    expect(dead).toHaveLength(2);
    expect(await retryDead(store.db, clock.now(), dead[0]!.id)).toBe(1);
    expect(await retryDead(store.db, clock.now(), dead[0]!.id)).toBe(0);
    expect(await retryDead(store.db, clock.now(), dead[1]!.id)).toBe(1);

    const mailDir = path.join(services.config.dataDir, 'mail');
    await deliverDue({ ...delivery, mailer: createMailer(undefined, mailDir) });
    expect((await outboxOf(reference)).map((m) => m.state)).toEqual(['sent', 'sent']);
    expect((await listOutbox(store.db, 'dead')).some((m) => m.reference === reference)).toBe(false);
  });

  it('without SMTP_URL writes each message as an .eml file, names sorting by time', async () => {
    const { app, services } = testApp(store.db);
    const mailDir = path.join(services.config.dataDir, 'mail');
    const mailer = createMailer(undefined, mailDir);
    const worker = startWorker({ ...deliveryOf(services, mailer) }, async () => {}, services.log);
    services.onStored = worker.kick;
    const { reference } = (await (await post(app, 'contact', VALID.contact)).json()) as { reference: string };
    for (let i = 0; i < 100 && (await outboxOf(reference)).some((m) => m.state !== 'sent'); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop();
    const files = fs.readdirSync(mailDir).filter((f) => f.includes(reference));
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{4}-\d\d-\d\dT[\d-]+Z-C-[\w-]+-(team|visitor)\.eml$/.test(f))).toBe(true);
    const team = await simpleParser(
      fs.readFileSync(
        path.join(
          mailDir,
          files.find((f) => f.endsWith('-team.eml'))!,
        ),
      ),
    );
    expect(team.subject).toBe(`[${reference}] Message from the website`);
    expect(team.text).toContain('Topic: A question about a product');
    // Named after the message, so a copy sent again after a crash is recognised as the same.
    expect(team.messageId).toBe(`<${reference}-team@clonewave.example>`);
  });

  it('while the process is busy, a kick waits for the next poll and a round sends one batch', async () => {
    const { app, services } = testApp(store.db, {
      policy: { outbox: { ...DEFAULT_POLICY.outbox, batch: 2, pollMs: 60_000 } },
    });
    const mailDir = path.join(services.config.dataDir, 'mail');
    let busy = true;
    const worker = startWorker(
      { ...deliveryOf(services, createMailer(undefined, mailDir)) },
      async () => {},
      services.log,
      { busy: () => busy },
    );
    try {
      // The round the worker starts with sends the first batch of what is due, then waits.
      await new Promise((resolve) => setTimeout(resolve, 500));
      services.onStored = worker.kick;
      const references: string[] = [];
      for (let i = 0; i < 2; i++) {
        const answer = await post(app, 'contact', { ...VALID.contact, name: `Busy Visitor ${i}` });
        references.push(((await answer.json()) as { reference: string }).reference);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const pending = async () =>
        (await Promise.all(references.map(outboxOf))).flat().filter((m) => m.state !== 'sent').length;
      expect(await pending()).toBe(4);

      // Idle again: the next kick sends everything due, batch after batch.
      busy = false;
      worker.kick();
      for (let i = 0; i < 100 && (await pending()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await pending()).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it("counts the embedded store's own thread as the process being busy, not a PostgreSQL server", async () => {
    const load = eventLoopBusy(store.db);
    try {
      // About a second of work for the store, while this event loop only waits for it.
      let counted = false;
      const work = store.db
        .query('SELECT count(*) FROM generate_series(1, 4000000) a, generate_series(1, 2) b')
        .then(() => (counted = true));
      let seenBusy = false;
      while (!counted) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seenBusy ||= load.busy();
      }
      await work;
      expect(seenBusy).toBe(STORE === 'PGlite');
    } finally {
      load.stop();
    }
  });

  it('signs the webhook per Standard Webhooks, with the message id as webhook-id', async () => {
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const secretBytes = Buffer.from('a webhook secret of thirty-two b');
    const { app, services } = testApp(store.db, {
      env: {
        FORMS_WEBHOOK_URL: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`,
        FORMS_WEBHOOK_SECRET: `whsec_${secretBytes.toString('base64')}`,
      },
    });
    const { reference } = (await (await post(app, 'contact', VALID.contact)).json()) as { reference: string };
    const mailer = createMailer(undefined, path.join(services.config.dataDir, 'mail'));
    await deliverDue(deliveryOf(services, mailer));
    server.close();
    const messages = await outboxOf(reference);
    expect(messages.map((m) => [m.channel, m.state])).toEqual([
      ['team', 'sent'],
      ['visitor', 'sent'],
      ['webhook', 'sent'],
    ]);
    const hook = received.find((r) => r.body.includes(reference))!;
    const id = String(hook.headers['webhook-id']);
    const timestamp = String(hook.headers['webhook-timestamp']);
    expect(id).toBe(messages.find((m) => m.channel === 'webhook')!.id);
    const expected = createHmac('sha256', secretBytes).update(`${id}.${timestamp}.${hook.body}`).digest('base64');
    expect(hook.headers['webhook-signature']).toBe(`v1,${expected}`);
    expect(JSON.parse(hook.body)).toMatchObject({
      type: 'form.submitted',
      data: { form: 'contact', reference, fields: { email: VALID.contact.email, topic: 'product' } },
    });
  });
});
