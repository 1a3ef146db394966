import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServiceOptions {
  port: number;
  dataDir: string;
  /** Real PostgreSQL; the embedded store when absent. */
  databaseUrl?: string;
  smtpUrl?: string;
  adminToken: string;
  /** Extra environment, e.g. higher rate limits. */
  env?: Record<string, string>;
}

export interface RunningService {
  origin: string;
  process: ChildProcess;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would, and wait for the exit. */
  kill(): Promise<void>;
}

const SERVER_ENTRY = 'forms-service/serve.ts';

/** Starts the forms service as its own process (as `npm run forms:serve` does) and waits until it is healthy. */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  // npm run bench:forms sets DATABASE_URL for the whole bench; only a PostgreSQL scenario passes it on.
  const { DATABASE_URL: _serverOfTheBench, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(SERVER_ENTRY)], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      FORMS_PORT: String(options.port),
      FORMS_DATA_DIR: options.dataDir,
      FORMS_ADMIN_TOKEN: options.adminToken,
      FORMS_TRUST_PROXY: '1',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  await waitForHealth(origin, child);
  return {
    origin,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function waitForHealth(origin: string, child: ChildProcess, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the forms service exited with ${child.exitCode} while starting`);
    const ok = await fetch(`${origin}/api/forms/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the forms service at ${origin} was not healthy within ${ms} ms`);
}
