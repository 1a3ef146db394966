import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { axeViolations } from './a11y-helpers';
import { freePort, routeFormsTo, startOwnFormsService } from './own-forms-service';

/**
 * The newsletter's whole cycle as a reader lives it, against the forms service running as
 * its own process (forms-service/serve.ts, a fresh store) and a real SMTP server on
 * loopback. The site is the export nginx serves; what its forms post to the build's forms
 * endpoint is carried to the service unchanged (page.route), and the service's redirects
 * point back at the site.
 */
test.describe.configure({ mode: 'serial' });

interface Received {
  raw: string;
  mail: ParsedMail;
}

const ADMIN_TOKEN = 'e2e-admin-token-of-some-length';
let service: ChildProcess;
let serviceUrl: string;
let smtp: SMTPServer;
const inbox: Received[] = [];

/** The next mail to `to` whose subject matches, as it arrived over SMTP. */
async function mailTo(to: string, subject: RegExp): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      () =>
        (found = inbox.find(
          (m) => m.mail.to && 'text' in m.mail.to && m.mail.to.text === to && subject.test(m.mail.subject ?? ''),
        )),
      {
        timeout: 30_000,
      },
    )
    .toBeTruthy();
  inbox.splice(inbox.indexOf(found!), 1);
  return found!;
}

const linkIn = (mail: ParsedMail, page: string) => {
  const match = new RegExp(`(https?://\\S+${page}\\?t=\\S+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${page} link in ${mail.text}`);
  return match[1]!;
};

/** Carries the page's posts to the forms endpoint to the service, and its answers back, from now on. */
async function throughService(page: Page) {
  const action = (await page.locator('form[data-form="newsletter"]').first().getAttribute('action'))!;
  await routeFormsTo(page, new URL(action, page.url()).toString().replace(/\/newsletter$/, ''), serviceUrl);
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  const smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then((mail) => {
          inbox.push({ raw, mail });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  ({ url: serviceUrl, process: service } = await startOwnFormsService({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    FORMS_SITE_ORIGIN: baseURL!,
    FORMS_PUBLIC_ORIGIN: baseURL!,
    // A build whose endpoint is another origin (https://forms.…) needs CORS for the footer's fetch.
    FORMS_ALLOWED_ORIGINS: baseURL!,
    FORMS_ADMIN_TOKEN: ADMIN_TOKEN,
  }));
});

test.afterAll(async () => {
  service?.kill('SIGTERM');
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test('sign up in the footer, confirm from the mail, unsubscribe in one click and from the page', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `reader-${Date.now()}@example.com`;
  // The footer's sign-up, as a visitor uses it.
  await page.goto('/aboutus/');
  await throughService(page);
  const footer = page.locator('footer form[data-form="newsletter"]');
  await footer.getByLabel('E-mail').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox to confirm' })).toBeVisible();
  await expect(page.locator('footer')).not.toContainText(/reference/i);
  // The answer is readable on the dark footer (contrast among the rest).
  expect(await axeViolations(page, 'footer')).toEqual([]);

  // The confirmation mail: a link to the site's confirm page, and no list headers.
  const confirmation = await mailTo(email, /^Confirm your Clonewave newsletter subscription$/);
  expect(confirmation.raw).not.toMatch(/^List-Unsubscribe:/im);
  const confirmLink = linkIn(confirmation.mail, '/newsletter/confirm/');
  expect(confirmLink.startsWith(`${baseURL}/newsletter/confirm/?t=`)).toBe(true);

  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page).toHaveURL(`${baseURL}/newsletter/confirmed/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();

  // The welcome mail carries the one-click headers, each on one line of the SMTP data.
  const welcome = await mailTo(email, /^Welcome to the Clonewave newsletter$/);
  const header = (name: string) => {
    const lines = welcome.raw.split(/\r?\n/);
    const at = lines.findIndex((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    expect(at, name).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1], `${name} is not folded`).toMatch(/^[^ \t]/);
    return lines[at]!.slice(name.length + 1).trim();
  };
  const listUnsubscribe = header('List-Unsubscribe');
  expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(header('List-Id')).toBe('Clonewave news <news.clonewave.example>');
  const oneClick = /^<(https?:[^>]+)>, <mailto:[^>]+\?subject=unsubscribe>$/.exec(listUnsubscribe)![1]!;
  expect(oneClick.startsWith(`${serviceUrl}/newsletter/unsubscribe?t=`)).toBe(true);

  // A mail app's one-click unsubscribe (RFC 8058): POST, no page, an empty 200.
  const unsubscribed = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
    maxRedirects: 0,
  });
  expect(unsubscribed.status()).toBe(200);
  expect(await unsubscribed.text()).toBe('');
  const subject = await request.get(`${serviceUrl}/admin/subjects?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(
    ((await subject.json()) as { newsletter: { subscriber: { status: string } } }).newsletter.subscriber.status,
  ).toBe('unsubscribed');

  // The link in the mail's text: the site's page, whose button lands on /unsubscribed/,
  // where the same link's token brings the reader back.
  await page.goto(linkIn(welcome.mail, '/newsletter/unsubscribe/'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/unsubscribed/\\?t=`));
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await throughService(page);
  await page.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(page).toHaveURL(`${baseURL}/newsletter/confirmed/`);
  await mailTo(email, /^Welcome to the Clonewave newsletter$/);
});
