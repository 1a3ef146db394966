/** `npm run forms -- <command>`: runs one operator command (commands.ts) and prints its output. */
import { runCli } from './commands';
import { readConfig } from './config';
import { silentLogger } from './log';
import { buildServices } from './runtime';

const services = await buildServices(readConfig(), silentLogger);
try {
  process.stdout.write(await runCli(process.argv.slice(2), services));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await services.db.close();
}
