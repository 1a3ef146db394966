/**
 * A load generator for the forms service, run as a child process of the forms bench so its
 * CPU is counted apart from the bench's own: it POSTs contact submissions at a fixed rate
 * (open loop: each request is timed from when it was due, so a slow server cannot hide its
 * queue by slowing the generator) for a fixed time, then prints one JSON line with what it
 * measured, its own CPU time included. Configured by one JSON argument (LoadPlan).
 *
 * It speaks HTTP/1.1 over plain keep-alive sockets (http-connection.ts) rather than through
 * node:http, which costs about twice the CPU per request: the generator shares the cores
 * with the service it measures, so what it spends is taken from the service.
 */
import { randomUUID } from 'node:crypto';
import { HttpConnection } from './http-connection';
import { machineCpuTicks, percentiles, stealPercent, type LoadResult } from './stats';

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
const origin = new URL(plan.origin);

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

function request(n: number) {
  const body = submission(n);
  return (
    `POST /api/forms/contact HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nIdempotency-Key: ${randomUUID()}\r\n` +
    `X-Forwarded-For: ${visitorAddress(n % plan.visitors)}\r\n\r\n${body}`
  );
}

async function run(): Promise<LoadResult> {
  const connections = Array.from(
    { length: plan.connections },
    () => new HttpConnection(origin.hostname, Number(origin.port)),
  );
  const idle = [...connections];
  const queue: Array<{ n: number; scheduled: number }> = [];
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineCpuTicks();
  const start = performance.now();
  const total = Math.round((plan.rate * plan.durationMs) / 1000);
  let answered = 0;
  let allAnswered!: () => void;
  const finished = new Promise<void>((resolve) => (allAnswered = resolve));

  // Each connection carries one request at a time; a request waits for a free connection.
  const send = (connection: HttpConnection) => {
    const next = queue.shift();
    if (!next) return void idle.push(connection);
    void connection.send(request(next.n)).then((status) => {
      latencies.push(performance.now() - next.scheduled);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (++answered === total) allAnswered();
      send(connection);
    });
  };

  let due = 0;
  while (due < total) {
    const now = Math.min(total, Math.floor(((performance.now() - start) * plan.rate) / 1000));
    for (; due < now; due++) {
      queue.push({ n: due, scheduled: start + (due * 1000) / plan.rate });
      const connection = idle.pop();
      if (connection) send(connection);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  if (total > 0) await finished;
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const steal = stealPercent(machineBefore, machineCpuTicks());
  for (const connection of connections) connection.close();
  return {
    sent: total,
    seconds,
    ratePerSecond: total / seconds,
    statuses,
    latencyMs: percentiles(latencies),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    ...(steal === undefined ? {} : { stealPercent: steal }),
  };
}

process.stdout.write(`${JSON.stringify(await run())}\n`);
