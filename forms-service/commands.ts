/**
 * `npm run forms -- <command>`: the operators' tool, on the same store as the service.
 *
 *   list    [--form F] [--since DATE] [--spam]     submissions, newest first
 *   export  [--form F] [--since DATE] [--format csv|json]
 *   export  --email ADDRESS                        everything about one address (JSON)
 *   erase   --email ADDRESS                        erase everything about one address
 *   newsletter-csv                                 confirmed newsletter subscribers (listmonk's CSV import)
 *   unsuppress --email ADDRESS                     let a sign-up mail an unsubscribed or erased address again
 *   purge                                          delete what the retention policy no longer keeps
 *   outbox  [--state pending|sent|dead]            messages and their delivery
 *   outbox  retry (ID | --all)                     send dead messages again
 *
 * With the embedded PGlite only one process may open the store: stop the service first,
 * or use the admin routes (/api/forms/admin/*), which do the same.
 */
import { parseArgs } from 'node:util';
import { FORMS } from '@/lib/forms/registry';
import { confirmedCsv, unsuppress } from './newsletter/records';
import { listOutbox, retryDead } from './outbox';
import { purge } from './purge';
import { eraseSubject, listSubmissions, subjectExport, submissionsCsv } from './records';
import type { Services } from './services';
import { formOfPath } from './submit-route';

const USAGE =
  'usage: npm run forms -- list|export|erase|purge|outbox|newsletter-csv|unsuppress [options] (see docs/forms-service.md)';

/** Runs one command and returns what it prints; throws with the usage for a wrong one. */
export async function runCli(argv: string[], s: Services): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      form: { type: 'string' },
      since: { type: 'string' },
      spam: { type: 'boolean' },
      format: { type: 'string' },
      email: { type: 'string' },
      state: { type: 'string' },
      all: { type: 'boolean' },
    },
  });
  const [command, sub, id] = positionals;
  const form = values.form ? (formOfPath(values.form) ?? (values.form in FORMS ? values.form : undefined)) : undefined;
  if (values.form && !form) throw new Error(`unknown form ${values.form}`);
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new Error(`--since: not a date: ${values.since}`);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

  switch (command) {
    case 'list': {
      const records = await listSubmissions(s.db, { form, since, spam: values.spam });
      return records
        .map((r) => `${r.created_at.toISOString()}  ${r.reference.padEnd(14)} ${r.form.padEnd(10)} ${r.status}\n`)
        .join('');
    }
    case 'export':
      if (values.email) return json(await subjectExport(s.db, values.email, s.hash));
      if (values.format === 'csv')
        return submissionsCsv(await listSubmissions(s.db, { form, since, spam: values.spam }));
      return json(await listSubmissions(s.db, { form, since, spam: values.spam }));
    case 'erase': {
      if (!values.email) throw new Error('erase needs --email');
      const erased = await eraseSubject(s.db, s.files, values.email, s.hash, s.clock());
      return `erased ${erased.submissions} submission(s) and ${erased.subscribers} newsletter subscription(s)\n`;
    }
    case 'newsletter-csv':
      return confirmedCsv(s.db);
    case 'unsuppress':
      if (!values.email) throw new Error('unsuppress needs --email');
      return (await unsuppress(s.db, s.hash, values.email))
        ? 'lifted: a sign-up of this address gets a confirmation mail again\n'
        : 'this address was not suppressed\n';
    case 'purge':
      return json(await purge(s.db, s.files, s.policy, s.clock()));
    case 'outbox':
      if (sub === 'retry') {
        if (!id && !values.all) throw new Error('outbox retry needs a message id or --all');
        return `${await retryDead(s.db, s.clock(), values.all ? undefined : id)} message(s) due again\n`;
      }
      return (await listOutbox(s.db, values.state))
        .map(
          (m) =>
            `${m.id}  ${m.reference.padEnd(14)} ${m.channel.padEnd(8)} ${m.state.padEnd(8)} ${m.attempts}  ${m.last_error ?? ''}\n`,
        )
        .join('');
    default:
      throw new Error(USAGE);
  }
}
