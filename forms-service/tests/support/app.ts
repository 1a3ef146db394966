import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { loadProducts } from '@/lib/content/products';
import { productOptions, warrantyYearsOf } from '@/lib/forms/product-options';
import { createApp } from '../../app';
import { readConfig, type Config } from '../../config';
import type { Db } from '../../db/types';
import { hasher } from '../../ids';
import { loadKeyRing } from '../../newsletter/keys';
import { silentLogger } from '../../log';
import { DEFAULT_POLICY, type Policy } from '../../policy';
import type { Services } from '../../services';
import { uploadFiles } from '../../uploads/files';

export const SITE = 'https://www.clonewave.example';

/** The run's folder for data folders, removed when the run ends (support/global-setup.ts). */
const DATA_ROOT = inject('dataRoot');
const catalog = loadProducts();
export const products = productOptions(catalog);

const WIDE_BUDGETS: Policy['rateLimits'] = {
  perIpAndForm: [{ points: 1000, seconds: 60 }],
  perEmail: [{ points: 1000, seconds: 60 }],
  uploadsPerIp: [{ points: 1000, seconds: 60 }],
};

/** Services around a test store, in a data folder of their own; `env` and `policy` override the defaults. */
export function testServices(db: Db, options: { env?: Record<string, string>; policy?: Partial<Policy> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(DATA_ROOT, 'data-'));
  const config: Config = readConfig({ FORMS_DATA_DIR: dataDir, FORMS_PUBLIC_ORIGIN: SITE, ...options.env });
  const services: Services = {
    db,
    config,
    // The tests share a store: budgets wide enough that only the rate-limit tests meet them.
    policy: { ...DEFAULT_POLICY, rateLimits: WIDE_BUDGETS, ...options.policy },
    products,
    warrantyYears: warrantyYearsOf(catalog),
    files: uploadFiles(path.join(dataDir, 'uploads')),
    hash: hasher('test-secret'),
    clock: () => new Date(),
    log: silentLogger,
    newsletter: { config: config.newsletter, ring: loadKeyRing(config.newsletter.unsubscribeKeys, dataDir) },
  };
  return services;
}

export function testApp(db: Db, options: Parameters<typeof testServices>[1] = {}) {
  const services = testServices(db, options);
  return { services, app: createApp(services) };
}

type App = ReturnType<typeof createApp>;

/** What a visitor's browser sends: JSON, a fresh Idempotency-Key unless given, from an address. */
export function post(
  app: App,
  form: string,
  body: unknown,
  options: { key?: string; headers?: Record<string, string>; ip?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': options.key ?? randomUUID(),
    ...options.headers,
  };
  return app.request(
    `/api/forms/${form}`,
    { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: options.ip ?? '203.0.113.7' } } },
  );
}

const person = { name: 'Dana Whitfield', email: 'dana@example.com' };

/** A valid submission of each kind used in the tests, with the honeypot sent empty as the site does. */
export const VALID = {
  contact: { ...person, topic: 'product', message: 'Does the Box Pro record 4K60 to an SSD?', fax_number: '' },
  ticket: {
    ...person,
    product: 'box-pro',
    serial: 'CWP-40918264',
    version: '2.4.1',
    os: 'windows',
    description: 'The recorder stops after about twenty minutes of 4K60 recording to the SSD.',
    orderNumber: '',
    fax_number: '',
  },
} as const;
