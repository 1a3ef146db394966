import { performance, type EventLoopUtilityFunction } from 'node:perf_hooks';
import type { Db } from './db/types';
import type { Logger } from './log';
import { deliverDue, type Delivery } from './outbox';

/** Above this share of the last moment spent working, the process is busy answering requests. */
const BUSY_UTILIZATION = 0.5;
const BUSY_SAMPLE_MS = 250;

/**
 * Whether this process has been busy lately: the utilization over the last quarter second
 * of its event loop, or of the store's thread when the store has one (PGlite), whichever
 * is higher (Node's eventLoopUtilization). stop() ends the sampling.
 */
export function eventLoopBusy(db: Db) {
  const threads: EventLoopUtilityFunction[] = [(a, b) => performance.eventLoopUtilization(a, b)];
  if (db.eventLoopUtilization) threads.push(db.eventLoopUtilization);
  let last = threads.map((utilization) => utilization());
  let busy = false;
  const timer = setInterval(() => {
    const now = threads.map((utilization) => utilization());
    busy = threads.some((utilization, i) => utilization(now[i], last[i]).utilization > BUSY_UTILIZATION);
    last = now;
  }, BUSY_SAMPLE_MS).unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}

/**
 * The outbox worker of this process: delivers due messages every `pollMs`, at once when
 * kicked (a new submission), and runs `housekeeping` (the retention purge) every hour.
 * Visitors come first: while the process is busy answering requests, a kick waits for
 * the next poll and a round sends one batch, so mail under a burst goes out a little
 * later instead of slowing every answer. stop() waits for the round under way, so no
 * message is left half sent.
 */
export function startWorker(
  d: Delivery,
  housekeeping: () => Promise<unknown>,
  log: Logger,
  load: { busy: () => boolean; stop?: () => void } = eventLoopBusy(d.db),
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;
  let lastHousekeeping = 0;

  const round = async () => {
    try {
      while ((await deliverDue(d)) > 0 && !stopped && !load.busy());
      if (Date.now() - lastHousekeeping > 3_600_000) {
        lastHousekeeping = Date.now();
        await housekeeping();
      }
    } catch (error) {
      // The store is down: the messages wait in it, and the next round tries again.
      log.warn('outbox round failed', { error: error instanceof Error ? error.message : String(error) });
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round().finally(() => {
      running = undefined;
      if (again && !load.busy()) {
        again = false;
        run();
      } else if (!stopped) {
        again = false;
        timer = setTimeout(run, d.policy.pollMs);
      }
    });
  };

  run();
  return {
    kick: () => {
      if (!load.busy()) run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      load.stop?.();
      await running;
    },
  };
}
