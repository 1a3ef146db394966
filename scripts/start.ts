/**
 * `npm start` (after its build): one process on PORT (3000) that serves the static export
 * as `serve --config serve.json` would, and the forms service under /api/forms, so the
 * site posts its forms to its own origin (NEXT_PUBLIC_FORMS_ENDPOINT=/api/forms).
 */
import fs from 'node:fs';
import handler from 'serve-handler';
import { readConfig } from '../forms-service/config';
import { jsonLogger } from '../forms-service/log';
import { mountForms, serveUntilSignal, startForms } from '../forms-service/runtime';

const log = jsonLogger();
const staticConfig = JSON.parse(fs.readFileSync('serve.json', 'utf8')) as Parameters<typeof handler>[2];
const port = Number(process.env.PORT ?? 3000);
// The links in the mails (confirm, unsubscribe) and the redirects after the newsletter's
// buttons lead to this server unless the environment names the public site.
const forms = await startForms(readConfig({ FORMS_PUBLIC_ORIGIN: `http://localhost:${port}`, ...process.env }), log);
serveUntilSignal(
  mountForms(forms.app, (req, res) => void handler(req, res, staticConfig)),
  port,
  () => forms.close(),
  log,
);
