import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { submissionWriter, type SubmissionToStore } from '../submissions';
import { VALID } from './support/app';
import { openTestStore, STORE, watchedStore, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

const now = new Date('2026-11-29T08:00:00.000Z');

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A ticket with its own key, within a budget of two uses a minute unless `row` is shared. */
function ticket(key: string, data: Record<string, unknown>, row = `store-${key}`): SubmissionToStore {
  return {
    form: 'ticket',
    path: 'create-ticket',
    key,
    hash: `hash-of-${key}`,
    data: { ...VALID.ticket, ...data },
    spam: false,
    ipHash: 'ip-hash',
    now,
    abandonedAfterMs: 60_000,
    uses: [{ row, seconds: 60, points: 2 }],
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
  it('stores each that is within its budget with a free key and free uploads, and says what became of the others', async () => {
    await upload('upl_store_shared_0001');
    const write = submissionWriter(store.db);
    const answered = await write(ticket('store-key-answered', { attachments: [] }));
    expect(answered.kind).toBe('stored');
    const items = [
      ticket('store-key-plain-01', { attachments: [] }),
      ticket('store-key-upload-1', { attachments: ['upl_store_shared_0001'] }),
      ticket('store-key-upload-2', { attachments: ['upl_store_shared_0001'] }),
      ticket('store-key-answered', { attachments: [] }),
      ticket('store-key-unknown1', { attachments: ['upl_store_nowhere_01'] }),
      ticket('store-key-budget-1', { attachments: [] }, 'store-shared-budget'),
      ticket('store-key-budget-2', { attachments: [] }, 'store-shared-budget'),
      ticket('store-key-budget-3', { attachments: [] }, 'store-shared-budget'),
    ];
    // Called in one turn of the event loop, so they are written as one group.
    const outcomes = await Promise.all(items.map((item) => write(item)));
    const [plain, first, second, known, unknown, ...budget] = outcomes;

    expect(plain).toMatchObject({ kind: 'stored', counts: [{ used: 1 }] });
    expect(first).toMatchObject({ kind: 'stored', counts: [{ used: 1 }] });
    expect(second).toMatchObject({ kind: 'unavailable', counts: [{ used: 1 }] });
    expect(known).toEqual({
      kind: 'known',
      held: { kind: 'replay', status: 201, body: JSON.stringify(answered.kind === 'stored' && answered.receipt) },
    });
    expect(unknown).toMatchObject({ kind: 'unavailable', counts: [{ used: 1 }] });
    // Three uses of one budget of two, in the order they came.
    expect(budget.map((b) => b!.kind)).toEqual(['stored', 'stored', 'over']);
    expect(budget.map((b) => (b!.kind === 'known' ? undefined : b!.counts[0]!.used))).toEqual([1, 2, 3]);

    const stored = await store.db.query<{ key: string; reference: string; messages: number; uploads: number }>(
      `SELECT k.key, s.reference,
         (SELECT count(*)::int FROM outbox o WHERE o.submission_id = s.id) AS messages,
         (SELECT count(*)::int FROM uploads u WHERE u.submission_id = s.id) AS uploads
       FROM idempotency_keys k JOIN submissions s ON s.id = k.submission_id
       WHERE k.key LIKE 'store-key-%' AND k.response_status = 201 ORDER BY k.key`,
    );
    const reference = (n: number) => {
      const outcome = n < 0 ? answered : outcomes[n];
      return outcome?.kind === 'stored' ? outcome.receipt.reference : undefined;
    };
    expect(stored.rows).toEqual([
      { key: 'store-key-answered', reference: reference(-1), messages: 2, uploads: 0 },
      { key: 'store-key-budget-1', reference: reference(5), messages: 2, uploads: 0 },
      { key: 'store-key-budget-2', reference: reference(6), messages: 2, uploads: 0 },
      { key: 'store-key-plain-01', reference: reference(0), messages: 2, uploads: 0 },
      { key: 'store-key-upload-1', reference: reference(1), messages: 2, uploads: 1 },
    ]);
    // The keys of the submissions left out stay free for their retries.
    const keys = await store.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM idempotency_keys WHERE key LIKE 'store-key-%'`,
    );
    expect(keys.rows).toEqual([{ n: 5 }]);
  });

  it('takes over a key whose request died before storing, and leaves one still within its time alone', async () => {
    const write = submissionWriter(store.db);
    const claim = (key: string, msAgo: number) =>
      store.db.query(
        `INSERT INTO idempotency_keys (form, key, request_hash, claim, claimed_at) VALUES ('ticket', $1, 'x', 'gone', $2)`,
        [key, new Date(now.getTime() - msAgo)],
      );
    await claim('store-key-died-0001', 120_000);
    await claim('store-key-running01', 1_000);
    await claim('store-key-died-over', 120_000);
    const [died, running, , , diedOver] = await Promise.all([
      write(ticket('store-key-died-0001', { attachments: [] })),
      write(ticket('store-key-running01', { attachments: [] })),
      write(ticket('store-key-full-0001', { attachments: [] }, 'store-full-budget')),
      write(ticket('store-key-full-0002', { attachments: [] }, 'store-full-budget')),
      write(ticket('store-key-died-over', { attachments: [] }, 'store-full-budget')),
    ]);
    expect(died.kind).toBe('stored');
    expect(running).toEqual({ kind: 'known', held: { kind: 'reused' } });
    // A dead request's claim says nothing about the key: over the budget is a 429.
    expect(diedOver).toEqual({ kind: 'over', counts: [{ used: 3, expire: expect.any(Number) }] });
  });
});

describe(`the submission statement as the stores grow (${STORE})`, () => {
  /**
   * The tables a plan reads whole. The plan is the generic one a store keeps for a
   * prepared statement, made without the parameters' values; PGlite runs no autovacuum, so
   * it keeps the plan it made when the tables were small for as long as the process runs.
   */
  async function tablesReadWhole(db: Db, sql: string, params: unknown[]): Promise<string[]> {
    return db.transaction(async (tx) => {
      await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
      const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const read: string[] = [];
      const walk = (node: PlanNode) => {
        if (node['Node Type'] === 'Seq Scan') read.push(node['Relation Name']!);
        node.Plans?.forEach(walk);
      };
      walk(rows[0]!['QUERY PLAN'][0].Plan);
      return read;
    });
  }

  it('finds each key and reference by its index in the plan a store keeps, so a submission costs the same however many are stored', async () => {
    const plans: string[][] = [];
    const explaining = watchedStore(
      store.db,
      async (sql, params) => sql.includes('WITH input AS') && plans.push(await tablesReadWhole(store.db, sql, params)),
    );
    const write = submissionWriter(explaining);
    const outcomes = await Promise.all(
      ['store-key-grow-0001', 'store-key-grow-0002'].map((key) => write(ticket(key, { attachments: [] }))),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(['stored', 'stored']);
    // One statement for the group, and it reads no table whole.
    expect(plans).toEqual([[]]);
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
