/** `npm run forms -- <command>`: runs one operator command (commands.ts) and prints its output. */
import { runCli } from './commands';
import { readConfig } from './config';
import { silentLogger } from './log';
import { buildServices } from './runtime';

/** One line on stderr and exit code 1: what an operator needs, not a stack. */
const fail = (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
};

const services = await Promise.resolve()
  .then(() => buildServices(readConfig(), silentLogger))
  .catch(fail);
if (services) {
  try {
    process.stdout.write(await runCli(process.argv.slice(2), services));
  } catch (error) {
    fail(error);
  } finally {
    await services.db.close();
  }
}
