/** `npm run forms -- <command>`: runs one operator command (commands.ts) and prints its output. */
import { runCli } from './commands';
import { readConfig } from './config';
import { silentLogger } from './log';
import { buildServices } from './runtime';
import type { Services } from './services';

let services: Services | undefined;
try {
  services = await buildServices(readConfig(), silentLogger);
  process.stdout.write(await runCli(process.argv.slice(2), services));
} catch (error) {
  // One line on stderr and exit code 1 (a bad setting, a store in use, a wrong command): what an operator needs, not a stack.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await services?.db.close();
}
