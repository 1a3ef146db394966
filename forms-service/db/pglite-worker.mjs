// The embedded PostgreSQL (PGlite, WASM) on a thread of its own (db/pglite.ts starts it):
// the engine's work then runs beside the service's event loop instead of inside it. It
// answers the messages db/pglite.ts sends, one reply per message id. Plain JavaScript, so
// the thread needs no TypeScript loader, whatever runs the service.
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, types } from '@electric-sql/pglite';

/** int8 as a number, as db/postgres.ts has pg do: counts and epoch milliseconds fit. */
const db = await PGlite.create(workerData.dir, { parsers: { [types.INT8]: (value) => Number(value) } });

/** Open transactions by id: the transaction's queryable and how to end it. */
const transactions = new Map();
let lastTransaction = 0;
class RolledBack extends Error {}

const reply = (id, value) => parentPort.postMessage({ id, ok: true, value });
const fail = (id, error) =>
  parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });

const counted = (result) => ({
  rows: result.rows,
  rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
});

async function query(target, sql, params) {
  if (target === db && params?.length) return counted(await preparedQuery(sql, params));
  return counted(await target.query(sql, params));
}

/**
 * Statements with parameters, outside a transaction, are parsed and planned once and then
 * run by name: PGlite's query() parses every call again and takes a pass through the engine
 * for each protocol message (parse, describe, bind, describe, execute, sync), where a named
 * statement takes one (bind, describe, execute and sync together). The service's SQL is a
 * fixed set of texts, so the statements kept stay few.
 */
const statements = new Map();
const MAX_STATEMENTS = 200;
const { serialize } = protocol;

const joined = (parts) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

async function preparedQuery(sql, params) {
  if (!statements.has(sql) && statements.size >= MAX_STATEMENTS) return db.query(sql, params);
  // As db.query() does: refused once the store is closing, after any open transaction, and
  // alone on the connection.
  await db._checkReady();
  return db._runExclusiveTransaction(() =>
    db.runExclusive(async () => {
      await db._checkReady();
      let statement = statements.get(sql);
      if (!statement) {
        const name = `s${statements.size + 1}`;
        const { messages } = await db.execProtocol(
          joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        );
        statement = { name, types: parse.parseDescribeStatementResults(messages) };
        statements.set(sql, statement);
      }
      const values = params.map((value, i) =>
        value === null || value === undefined ? null : (db.serializers[statement.types[i]] ?? String)(value),
      );
      const { messages } = await db.execProtocol(
        joined([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return parse.parseResults(messages, db.parsers)[0];
    }),
  );
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
