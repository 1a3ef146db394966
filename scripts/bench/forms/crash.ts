/**
 * The crash test: visitors keep sending while the service is killed with SIGKILL and
 * started again on the same data. Each visitor retries with its Idempotency-Key until it
 * gets an answer, as the site's forms do. Then it checks what the service promises:
 * every submission answered 201 is stored exactly once, a retry of any key gets the
 * original reference back, and every notification of every submission reaches the SMTP
 * server at least once.
 */
import { randomUUID } from 'node:crypto';
import { startService, type RunningService, type ServiceOptions } from './service';
import { DEFAULT_POLICY } from '../../../forms-service/policy';
import { startMailSink } from './mail-sink';

export interface CrashResult {
  answered: number;
  stored: number;
  storedTwice: number;
  missing: number;
  replaysWithOtherReference: number;
  retriesAfterCrash: number;
  mailsMissing: number;
  mailsDuplicated: number;
  secondsToDeliverAll: number;
}

interface Visit {
  key: string;
  body: string;
  reference?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function visit(n: number): Visit {
  const body = JSON.stringify({
    name: `Crash Visitor ${n}`,
    email: `crash-${n}@bench.example`,
    topic: 'order',
    message: `Where is my order? This is crash test submission number ${n}, sent under load.`,
    fax_number: '',
  });
  return { key: randomUUID(), body };
}

async function send(origin: string, v: Visit, n: number): Promise<{ status: number; reference?: string }> {
  try {
    const response = await fetch(`${origin}/api/forms/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': v.key,
        'x-forwarded-for': `10.9.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
      },
      body: v.body,
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await response.json().catch(() => ({}))) as { reference?: string };
    return { status: response.status, reference: json.reference };
  } catch {
    return { status: 0 };
  }
}

export async function crashTest(options: ServiceOptions, { clients = 16, seconds = 8 } = {}): Promise<CrashResult> {
  const mail = await startMailSink();
  let service: RunningService = await startService({ ...options, smtpUrl: mail.url });
  const origin = service.origin;
  const visits: Visit[] = [];
  let retriesAfterCrash = 0;
  let crashed = false;
  const deadline = Date.now() + seconds * 1000;

  const client = async () => {
    while (Date.now() < deadline) {
      const n = visits.length;
      const v = visit(n);
      visits.push(v);
      for (;;) {
        const answer = await send(origin, v, n);
        if (answer.status === 201 && answer.reference) {
          v.reference = answer.reference;
          break;
        }
        if (crashed) retriesAfterCrash++;
        await sleep(50);
      }
    }
  };

  const crash = async () => {
    await sleep((seconds * 1000) / 3);
    crashed = true;
    await service.kill();
    await sleep(500);
    service = await startService({ ...options, smtpUrl: mail.url });
  };

  await Promise.all([crash(), ...Array.from({ length: clients }, client)]);

  // Every key once more: the service must answer each with its first reference.
  let replaysWithOtherReference = 0;
  for (const [n, v] of visits.entries()) {
    const again = await send(origin, v, n);
    if (again.status !== 201 || again.reference !== v.reference) replaysWithOtherReference++;
  }

  const stored = await storedReferences(origin, options.adminToken);
  const counts = new Map<string, number>();
  for (const reference of stored) counts.set(reference, (counts.get(reference) ?? 0) + 1);
  const answered = visits.filter((v) => v.reference);
  const missing = answered.filter((v) => !counts.has(v.reference!)).length;
  const storedTwice = [...counts.values()].filter((c) => c > 1).length;

  // Two notifications per submission: the team's and the visitor's confirmation.
  const started = Date.now();
  const expected = answered.map((v) => v.reference!);
  // Messages the killed process had taken are due again when their lease ends: wait past it.
  const patience = DEFAULT_POLICY.outbox.leaseMs + 60_000;
  await mail.waitFor((received) => expected.every((r) => (received.get(r) ?? 0) >= 2), patience);
  const secondsToDeliverAll = (Date.now() - started) / 1000;
  const received = mail.byReference();
  const mailsMissing = expected.filter((r) => (received.get(r) ?? 0) < 2).length;
  const mailsDuplicated = expected.filter((r) => (received.get(r) ?? 0) > 2).length;

  await service.stop();
  await mail.close();
  return {
    answered: answered.length,
    stored: stored.length,
    storedTwice,
    missing,
    replaysWithOtherReference,
    retriesAfterCrash,
    mailsMissing,
    mailsDuplicated,
    secondsToDeliverAll,
  };
}

/** Every stored contact submission's reference, through the operators' admin endpoint. */
async function storedReferences(origin: string, token: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/forms/admin/submissions?form=contact&format=json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`admin export answered ${response.status}`);
  const json = (await response.json()) as Array<{ reference: string }> | { submissions: Array<{ reference: string }> };
  return (Array.isArray(json) ? json : json.submissions).map((s) => s.reference);
}
