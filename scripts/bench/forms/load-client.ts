/**
 * A load generator for the forms service, run as a child process of the forms bench so its
 * CPU is counted apart from the bench's own: it POSTs contact submissions at a fixed rate
 * (open loop: each request is timed from when it was due, so a slow server cannot hide its
 * queue by slowing the generator) for a fixed time, then prints one JSON line with what it
 * measured. Configured by one JSON argument (LoadPlan).
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { percentiles, type LoadResult } from './stats';

export interface LoadPlan {
  /** The service's origin, e.g. http://127.0.0.1:8787 */
  origin: string;
  /** Requests per second to send. */
  rate: number;
  durationMs: number;
  /** Keep-alive connections. */
  connections: number;
  /**
   * The visitor addresses to send as X-Forwarded-For (the service trusts it from its proxy,
   * as behind nginx): one address floods, many addresses are many visitors.
   */
  visitors: number;
  /** First octets of the visitors' addresses, e.g. "10.1" gives 10.1.x.y. */
  visitorNet: string;
  /** 'valid' sends fresh valid submissions; 'same' resends one payload with new keys. */
  body: 'valid' | 'same';
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const url = new URL('/api/forms/contact', plan.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });

const visitorAddress = (n: number) => `${plan.visitorNet}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

function submission(n: number) {
  const id = plan.body === 'same' ? 0 : n;
  return JSON.stringify({
    name: `Bench Visitor ${id}`,
    // The net in the address too, so a flood's one sender never spends a visitor's e-mail budget.
    email: `visitor-${plan.visitorNet}-${id}@bench.example`,
    topic: 'product',
    message: `Does the Box Pro record 4K60 HDR to an external SSD? Question number ${id}.`,
    fax_number: '',
  });
}

function post(n: number): Promise<number> {
  const body = submission(n);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': randomUUID(),
          'x-forwarded-for': visitorAddress(n % plan.visitors),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

async function run(): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  const total = Math.round((plan.rate * plan.durationMs) / 1000);
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * plan.rate) / 1000));
    for (; sent < due; sent++) {
      const scheduled = start + (sent * 1000) / plan.rate;
      const done = post(sent).then((status) => {
        latencies.push(performance.now() - scheduled);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
      inFlight.add(done);
      void done.then(() => inFlight.delete(done));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return { sent, seconds, ratePerSecond: sent / seconds, statuses, latencyMs: percentiles(latencies) };
}

process.stdout.write(`${JSON.stringify(await run())}\n`);
