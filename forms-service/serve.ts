/**
 * `npm run forms:serve`: the forms service alone on FORMS_HOST:FORMS_PORT (127.0.0.1:8787),
 * for nginx to proxy /api/forms/ to. Configuration comes from the environment
 * (.env.example); a setting it cannot use stops it with one line saying which.
 */
import { readConfig, type Config } from './config';
import { jsonLogger } from './log';
import { mountForms, serveUntilSignal, startForms } from './runtime';

const log = jsonLogger();
let config: Config;
let forms: Awaited<ReturnType<typeof startForms>>;
try {
  config = readConfig();
  forms = await startForms(config, log);
} catch (error) {
  log.error('cannot start', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
const notFound = mountForms(forms.app, (_req, res) => {
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
});
serveUntilSignal(notFound, config.port, () => forms.close(), log, config.host);
