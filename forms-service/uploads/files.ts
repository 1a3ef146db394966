import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files on disk: in the data folder (outside any web root), under random names,
 * so nothing the visitor chose reaches a path.
 */
export function uploadFiles(dir: string) {
  const full = (storedName: string) => path.join(dir, path.basename(storedName));
  return {
    dir,
    async save(bytes: Uint8Array): Promise<string> {
      await fs.mkdir(dir, { recursive: true });
      const storedName = randomBytes(16).toString('hex');
      await fs.writeFile(full(storedName), bytes, { flag: 'wx', mode: 0o600 });
      return storedName;
    },
    read: (storedName: string) => fs.readFile(full(storedName)),
    async remove(storedName: string): Promise<void> {
      await fs.rm(full(storedName), { force: true });
    },
  };
}

export type UploadFiles = ReturnType<typeof uploadFiles>;

/** The visitor's file name, kept for the team's e-mail: no folders, no control characters, not too long. */
export const cleanFileName = (name: string) =>
  (
    path
      .basename(name.replaceAll('\\', '/'))
      .replace(/[\u0000-\u001f\u007f"<>]/g, '')
      .trim()
      .slice(-120) || 'file'
  ).normalize('NFC');
