import type { Logger } from './log';
import { deliverDue, type Delivery } from './outbox';

/**
 * The outbox worker of this process: delivers due messages every `pollMs`, at once when
 * kicked (a new submission), and runs `housekeeping` (the retention purge) every hour.
 * stop() waits for the round under way, so no message is left half sent.
 */
export function startWorker(d: Delivery, housekeeping: () => Promise<unknown>, log: Logger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;
  let lastHousekeeping = 0;

  const round = async () => {
    try {
      while ((await deliverDue(d)) > 0 && !stopped);
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
      if (again) {
        again = false;
        run();
      } else if (!stopped) timer = setTimeout(run, d.policy.pollMs);
    });
  };

  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
