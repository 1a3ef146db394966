/**
 * `npm run forms -- <command>`: the operators' tool, on the same store as the service
 * (USAGE below lists the commands; `--help` prints it).
 *
 * With the embedded PGlite only one process may open the store: stop the service first,
 * or use the admin routes (/api/forms/admin/*), which do the same.
 */
import { parseArgs } from 'node:util';
import { confirmedCsv, unsuppress } from './newsletter/records';
import { EXPORT_FORMATS, formOption, oneOf, OUTBOX_STATES, sinceDate } from './operator-options';
import { listOutbox, retryDead } from './outbox';
import { purge } from './purge';
import { eraseAddress, listSubmissions, subjectExport, submissionsCsv } from './records';
import type { Services } from './services';

const USAGE = `usage: npm run forms -- <command> [options]   (docs/forms-service.md)
  list    [--form F] [--since DATE] [--spam]     submissions, newest first
  export  [--form F] [--since DATE] [--format csv|json]
  export  --email ADDRESS                        everything about one address (JSON)
  erase   --email ADDRESS                        erase everything about one address
  newsletter-csv                                 confirmed newsletter subscribers (listmonk's CSV import)
  unsuppress --email ADDRESS                     let a sign-up mail an unsubscribed or erased address again
  purge                                          delete what the retention policy no longer keeps
  outbox  [--state pending|sent|dead]            messages and their delivery
  outbox  retry (ID | --all)                     send dead messages again
`;

/** How many words each command takes after its name (`outbox retry ID`). */
const WORDS: Record<string, number> = { outbox: 2 };

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
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, sub, id] = positionals;
  if (values.help || command === 'help') return USAGE;
  if (command !== undefined && positionals.length > 1 + (WORDS[command] ?? 0))
    throw new Error(`${command}: unexpected ${positionals.slice(1 + (WORDS[command] ?? 0)).join(' ')}\n${USAGE}`);
  const form = formOption('--form', values.form);
  const since = sinceDate('--since', values.since);
  const format = oneOf('--format', values.format, EXPORT_FORMATS);
  const state = oneOf('--state', values.state, OUTBOX_STATES);
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
      if (format === 'csv') return submissionsCsv(await listSubmissions(s.db, { form, since, spam: values.spam }));
      return json(await listSubmissions(s.db, { form, since, spam: values.spam }));
    case 'erase': {
      if (!values.email) throw new Error('erase needs --email');
      const erased = await eraseAddress(s, values.email);
      return `erased ${erased.submissions} submission(s), ${erased.subscribers} newsletter subscription(s) and ${erased.mailCopies} e-mail copies\n`;
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
      if (sub !== undefined)
        throw new Error(`outbox: unknown ${sub} (outbox lists, outbox retry sends again)\n${USAGE}`);
      return (await listOutbox(s.db, state))
        .map(
          (m) =>
            `${m.id}  ${m.reference.padEnd(14)} ${m.channel.padEnd(8)} ${m.state.padEnd(8)} ${m.attempts}  ${m.last_error ?? ''}\n`,
        )
        .join('');
    default:
      throw new Error(`${command === undefined ? 'no command' : `unknown command ${command}`}\n${USAGE}`);
  }
}
