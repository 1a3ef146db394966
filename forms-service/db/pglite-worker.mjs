// The embedded PostgreSQL (PGlite, WASM) on a thread of its own (db/pglite.ts starts it):
// the engine's work then runs beside the service's event loop instead of inside it. It
// answers the messages db/pglite.ts sends, one reply per message id. Plain JavaScript, so
// the thread needs no TypeScript loader, whatever runs the service.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

/** int8 as a number, as db/postgres.ts has pg do: counts and epoch milliseconds fit. */
const db = await PGlite.create(workerData.dir, { parsers: { [types.INT8]: (value) => Number(value) } });

/** Open transactions by id: the transaction's queryable and how to end it. */
const transactions = new Map();
let lastTransaction = 0;
class RolledBack extends Error {}

const reply = (id, value) => parentPort.postMessage({ id, ok: true, value });
const fail = (id, error) =>
  parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });

async function query(target, sql, params) {
  const result = await target.query(sql, params);
  return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
}

/** Starts a transaction and answers once inside it; it ends when an `end` message comes. */
function begin(id) {
  const transaction = ++lastTransaction;
  const open = { tx: undefined, end: undefined, done: undefined };
  const ended = new Promise((resolve) => (open.end = resolve));
  open.done = db
    .transaction(async (tx) => {
      open.tx = tx;
      transactions.set(transaction, open);
      reply(id, transaction);
      if (!(await ended)) throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    })
    .finally(() => transactions.delete(transaction));
  // One that could not start answers `begin` with its error; a failed commit answers `end`.
  open.done.catch((error) => {
    if (open.tx === undefined) fail(id, error);
  });
}

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    if (op === 'query') {
      const target = message.transaction ? transactions.get(message.transaction)?.tx : db;
      if (!target) throw new Error(`transaction ${message.transaction} is not open`);
      reply(id, await query(target, message.sql, message.params));
    } else if (op === 'exec') {
      await db.exec(message.sql);
      reply(id);
    } else if (op === 'begin') {
      begin(id);
    } else if (op === 'end') {
      const open = transactions.get(message.transaction);
      if (!open) throw new Error(`transaction ${message.transaction} is not open`);
      open.end(message.commit);
      await open.done;
      reply(id);
    } else if (op === 'close') {
      await db.close();
      reply(id);
    }
  } catch (error) {
    fail(id, error);
  }
});

parentPort.postMessage({ ready: true });
