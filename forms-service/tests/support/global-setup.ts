import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The run's folder for the services' data folders (tests/support/app.ts). */
    dataRoot: string;
  }
}

/**
 * PGlite's first start creates its cluster (initdb), which takes many seconds; a copy of
 * a migrated cluster opens in a few. So the run makes one and each test copies it.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-pglite-template-'));
  if (!process.env.DATABASE_URL) {
    const db = await openPglite(dir);
    await migrate(db);
    await db.close();
  }
  project.provide('pgliteTemplate', dir);
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-test-'));
  project.provide('dataRoot', dataRoot);
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
}
