import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listPages } from '../../scripts/export-pages';

/** The export under test. A missing build is a failure, never a skip. */
export const OUT_DIR = path.resolve(process.env.EXPORT_DIR ?? 'out');
export const exportPages = () => listPages(OUT_DIR);

/** A throwaway export with the given files, to prove a check fails on bad input. */
export function fakeExport(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
