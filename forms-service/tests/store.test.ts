import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentUnavailable, ClaimLost, keyClaims, submissionWriter, type SubmissionToStore } from '../submissions';
import { VALID } from './support/app';
import { openTestStore, STORE, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

const now = new Date('2026-11-29T08:00:00.000Z');

/** A claimed key and the submission that holds it; `claim` overrides the token it sends. */
async function claimed(key: string, data: Record<string, unknown>, claim?: string): Promise<SubmissionToStore> {
  const answer = await keyClaims(store.db)({ form: 'ticket', key, hash: key, now, abandonedAfterMs: 60_000 });
  if (answer.kind !== 'claimed') throw new Error(`the key ${key} was not claimed: ${answer.kind}`);
  return {
    form: 'ticket',
    path: 'create-ticket',
    key,
    claim: claim ?? answer.token,
    data: { ...VALID.ticket, ...data },
    spam: false,
    ipHash: 'ip-hash',
    now,
    channels: ['team', 'visitor'],
  };
}

async function upload(id: string) {
  await store.db.query(
    `INSERT INTO uploads (id, name, type, size, sha256, stored_name, created_at)
     VALUES ($1, 'proof.pdf', 'application/pdf', 10, 'sha', $1, $2)`,
    [id, now],
  );
}

describe(`storing a group of submissions in one statement (${STORE})`, () => {
  it('stores each that holds its key and finds its uploads free, and says why it left out the others', async () => {
    await upload('upl_store_shared_0001');
    const write = submissionWriter(store.db);
    const items = [
      await claimed('store-key-plain-01', { attachments: [] }),
      await claimed('store-key-upload-1', { attachments: ['upl_store_shared_0001'] }),
      await claimed('store-key-upload-2', { attachments: ['upl_store_shared_0001'] }),
      await claimed('store-key-taken-01', { attachments: [] }, 'clm_another_request'),
      await claimed('store-key-unknown1', { attachments: ['upl_store_nowhere_01'] }),
    ];
    // Called in one turn of the event loop, so they are written as one group.
    const outcomes = await Promise.allSettled(items.map((item) => write(item)));
    const [plain, first, second, taken, unknown] = outcomes;

    expect(plain!.status).toBe('fulfilled');
    expect(first!.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: expect.any(AttachmentUnavailable) });
    expect(taken).toMatchObject({ status: 'rejected', reason: expect.any(ClaimLost) });
    expect(unknown).toMatchObject({ status: 'rejected', reason: expect.any(AttachmentUnavailable) });

    const stored = await store.db.query<{ key: string; reference: string; messages: number; uploads: number }>(
      `SELECT k.key, s.reference,
         (SELECT count(*)::int FROM outbox o WHERE o.submission_id = s.id) AS messages,
         (SELECT count(*)::int FROM uploads u WHERE u.submission_id = s.id) AS uploads
       FROM idempotency_keys k JOIN submissions s ON s.id = k.submission_id
       WHERE k.key LIKE 'store-key-%' AND k.response_status = 201 ORDER BY k.key`,
    );
    const receipt = (n: number) => (outcomes[n] as PromiseFulfilledResult<{ reference: string }>).value.reference;
    expect(stored.rows).toEqual([
      { key: 'store-key-plain-01', reference: receipt(0), messages: 2, uploads: 0 },
      { key: 'store-key-upload-1', reference: receipt(1), messages: 2, uploads: 1 },
    ]);
    // The keys of the submissions left out are still claimed and unanswered, for their requests to release.
    const open = await store.db.query<{ key: string }>(
      `SELECT key FROM idempotency_keys WHERE key LIKE 'store-key-%' AND response_status IS NULL ORDER BY key`,
    );
    expect(open.rows.map((r) => r.key)).toEqual(['store-key-taken-01', 'store-key-unknown1', 'store-key-upload-2']);
  });
});

describe(`statements beside a transaction (${STORE})`, () => {
  it('runs a statement sent while a transaction is open outside it, and gives each its own parameters and types', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const transaction = store.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO rate_limits (key, points, expire) VALUES ('tx-probe', 1, 0)`);
      await held;
      throw new Error('rolled back');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits WHERE key = $1', [
      'tx-probe',
    ]);
    finish();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await outside).rows).toEqual([{ n: 0 }]);

    // The same text again with other values, and values of several types.
    const typed = (key: string) =>
      store.db.query<{ keys: string[]; expire: number; at: Date }>(
        'SELECT $1::text[] AS keys, $2::bigint AS expire, $3::timestamptz AS at',
        [[key, 'b'], 2 ** 40, now],
      );
    expect((await typed('a')).rows).toEqual([{ keys: ['a', 'b'], expire: 2 ** 40, at: now }]);
    expect((await typed('c')).rows[0]?.keys).toEqual(['c', 'b']);
  });
});
