/**
 * `npm run forms:serve`: the forms service alone on FORMS_PORT (8787), for nginx to proxy
 * /api/forms/ to. Configuration comes from the environment (.env.example).
 */
import { readConfig } from './config';
import { jsonLogger } from './log';
import { mountForms, serveUntilSignal, startForms } from './runtime';

const log = jsonLogger();
const config = readConfig();
const forms = await startForms(config, log);
const notFound = mountForms(forms.app, (_req, res) => {
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
});
serveUntilSignal(notFound, config.port, () => forms.close(), log);
