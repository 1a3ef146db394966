import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { openForm, reference, shownReference, successPanel } from './forms-helpers';
import { SITE_FORMS } from './forms-service-helpers';
import { routeFormsTo, startOwnFormsService } from './own-forms-service';

/*
 * The proof-of-work switch as a visitor meets it: a forms service started with
 * FORMS_CHALLENGE_SECRET (its own process, fresh store) answers the first POST 403 with a
 * challenge; the page solves it and sends again, and the visitor sees only the reference.
 */
let service: ChildProcess;
let serviceUrl: string;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  ({ url: serviceUrl, process: service } = await startOwnFormsService({
    FORMS_PUBLIC_ORIGIN: baseURL!,
    FORMS_CHALLENGE_SECRET: 'e2e-challenge-secret-0123456789abcdef',
  }));
});
test.afterAll(() => void service?.kill('SIGTERM'));

test('with the proof of work on, the contact form solves the challenge and shows its reference', async ({ page }) => {
  const contact = SITE_FORMS.find((f) => f.id === 'contact')!;
  const form = await openForm(page, contact.route, contact.id);
  const action = (await form.getAttribute('action'))!;
  const endpoint = new URL(action, page.url()).toString().replace(/\/contact$/, '');
  await routeFormsTo(page, endpoint, serviceUrl);
  const answers: Array<{ status: number; solution: boolean }> = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().startsWith(endpoint))
      answers.push({ status: response.status(), solution: !!response.request().headers()['altcha'] });
  });

  await contact.fill(form, 'challenge-e2e@example.com');
  await page.getByRole('button', { name: contact.submit }).click();
  const panel = successPanel(page, contact.sent);
  await expect(panel).toBeFocused({ timeout: 30_000 });
  expect(await shownReference(panel)).toMatch(reference(contact.prefix));
  expect(answers).toEqual([
    { status: 403, solution: false },
    { status: 201, solution: true },
  ]);
});
