import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimFolder, openPglite } from '../db/pglite';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'forms-owner-'));
const ownerFile = (dir: string) => path.join(dir, 'owner.pid');

describe('the embedded store has one owner', () => {
  it('is refused to a second process while the first runs: npm run forms says so and changes nothing', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'db'));
    // This test's process stands for the running service.
    fs.writeFileSync(ownerFile(path.join(dataDir, 'db')), String(process.pid));
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', 'forms-service/cli.ts', 'erase', '--email', 'a@example.com'],
      {
        env: { ...process.env, FORMS_DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    cli.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve));
    expect(code).toBe(1);
    expect(out.trim()).toBe(
      `The embedded store in ${path.join(dataDir, 'db')} is in use by process ${process.pid}, a running forms service: stop it first, or use the admin routes (/api/forms/admin/*). Several processes need PostgreSQL (DATABASE_URL).`,
    );
    expect(fs.readFileSync(ownerFile(path.join(dataDir, 'db')), 'utf8')).toBe(String(process.pid));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused in this process too when another running process holds it', async () => {
    const dir = tempDir();
    fs.writeFileSync(ownerFile(dir), String(process.ppid));
    await expect(openPglite(dir)).rejects.toThrow(`is in use by process ${process.ppid}`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is taken over from a process that is gone (a killed service), and given up on release', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(ownerFile(dir), String(gone));
    const release = claimFolder(dir);
    expect(fs.readFileSync(ownerFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(ownerFile(dir))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
