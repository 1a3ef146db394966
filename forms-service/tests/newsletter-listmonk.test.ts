import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, testApp } from './support/app';
import { deliverToFiles, subscriberRow } from './support/newsletter';
import { openTestStore, STORE, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

interface Call {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}

/**
 * Stands in for listmonk's API (no listmonk here): records each POST /api/subscribers and
 * answers as listmonk does: 200 for a new address, 409 for one it has, or `failWith`.
 */
async function fakeListmonk() {
  const calls: Call[] = [];
  const known = new Set<string>();
  const state = { failWith: 0 };
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      calls.push({ path: req.url ?? '', authorization: req.headers.authorization ?? '', body });
      const email = String(body.email);
      const status = state.failWith || (known.has(email) ? 409 : 200);
      if (status === 200) known.add(email);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ data: {} }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, calls, state, close: () => server.close() };
}

describe(`newsletter handed to listmonk (${STORE})`, () => {
  it('posts each sign-up to a double opt-in list, stores nothing, and answers 503 when listmonk cannot take it', async () => {
    const listmonk = await fakeListmonk();
    try {
      const { app, services } = testApp(store.db, {
        env: {
          FORMS_LISTMONK_URL: `${listmonk.url}/`,
          FORMS_LISTMONK_USER: 'forms',
          FORMS_LISTMONK_TOKEN: 'api-token',
          FORMS_LISTMONK_LIST_ID: '3',
        },
      });
      const email = `listmonk-${Date.now()}@example.com`;
      for (let i = 0; i < 2; i++) {
        const response = await post(app, 'newsletter', { email: email.toUpperCase(), fax_number: '' });
        expect([response.status, await response.text()]).toEqual([202, '{"status":"pending"}']);
      }
      expect(listmonk.calls).toHaveLength(2);
      expect(listmonk.calls[0]).toEqual({
        path: '/api/subscribers',
        authorization: 'token forms:api-token',
        body: {
          email,
          name: email.split('@')[0],
          status: 'enabled',
          lists: [3],
          preconfirm_subscriptions: false,
        },
      });
      // listmonk sends the confirmation; this service keeps and sends nothing.
      expect(await subscriberRow(store.db, email)).toBeUndefined();
      expect(await deliverToFiles(services)).toHaveLength(0);

      listmonk.state.failWith = 500;
      const down = await post(app, 'newsletter', { email: `other-${email}`, fax_number: '' });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('10');
    } finally {
      listmonk.close();
    }
  });

  it('needs the user, token and list id with the URL', () => {
    expect(() => testApp(store.db, { env: { FORMS_LISTMONK_URL: 'http://127.0.0.1:9' } })).toThrow(
      /FORMS_LISTMONK_USER, FORMS_LISTMONK_TOKEN and FORMS_LISTMONK_LIST_ID/,
    );
  });
});
