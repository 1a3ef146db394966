import { closeBrowsers } from './lighthouse';

/**
 * Servers and temp folders a bench must remove even when it is interrupted: `add` one,
 * `run` them all (at the end, or on SIGINT/SIGTERM, with any open browser).
 */
export function benchCleanups() {
  const cleanups: Array<() => void> = [];
  const run = () => cleanups.splice(0).forEach((stop) => stop());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      closeBrowsers();
      run();
      process.exit(130);
    });
  }
  return {
    add: (...more: Array<() => void>) => void cleanups.push(...more),
    /** A cleanup that must run before those added so far (a server using their folders). */
    first: (cleanup: () => void) => void cleanups.unshift(cleanup),
    run,
  };
}
