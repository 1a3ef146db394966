import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { StorageError, type Db, type Queryable } from './types';

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

const OWNER_FILE = 'owner.pid';

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the folder for this process, or throws when another running process has it: a
 * second process (the operator's CLI beside the service) would read stale rows and write
 * what the first never sees, an erasure it reports as done among them. A folder whose
 * owner is gone (killed) is taken over. Returns the release.
 */
export function claimFolder(dir: string): () => void {
  const file = path.join(dir, OWNER_FILE);
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(fs.readFileSync(file, 'utf8'));
    if (owner > 0 && owner !== process.pid && running(owner))
      throw new Error(
        `The embedded store in ${dir} is in use by process ${owner}, a running forms service: stop it first, or use the admin routes (/api/forms/admin/*). Several processes need PostgreSQL (DATABASE_URL).`,
      );
    fs.rmSync(file, { force: true });
  }
}

/**
 * The embedded PostgreSQL (WASM) in `dir`, or in memory without one, run on a worker
 * thread (db/pglite-worker.mjs) so that the engine's work does not hold up the event loop
 * that answers visitors. One process owns the folder (claimFolder); several instances
 * need a real PostgreSQL (DATABASE_URL).
 */
export async function openPglite(dir?: string): Promise<Db> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const release = dir ? claimFolder(dir) : () => {};
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dir } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let lastId = 0;
  let gone: StorageError | undefined;

  const settleAll = (error: StorageError) => {
    gone = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  worker.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(new StorageError(new Error(reply.message)));
  });
  worker.on('error', (error) => settleAll(new StorageError(error)));
  worker.on('exit', () => settleAll(new StorageError(new Error('the embedded database is closed'))));

  const call = <T>(message: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });

  const queryable = (transaction?: number): Queryable => ({
    query: <T>(sql: string, params?: unknown[]) =>
      call<{ rows: T[]; rowCount: number }>({ op: 'query', sql, params, transaction }),
  });

  return {
    kind: 'pglite',
    eventLoopUtilization: (utilization1, utilization2) =>
      worker.performance.eventLoopUtilization(utilization1, utilization2),
    query: queryable().query,
    transaction: async (fn) => {
      const transaction = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(queryable(transaction));
      } catch (error) {
        // The caller's own errors roll back and pass through.
        await call({ op: 'end', transaction, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', transaction, commit: true });
      return result;
    },
    exec: async (sql) => {
      await call({ op: 'exec', sql });
    },
    close: async () => {
      if (gone) return release();
      await call({ op: 'close' }).catch(() => {});
      await worker.terminate();
      release();
    },
  };
}
