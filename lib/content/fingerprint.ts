import fs from 'node:fs';
import path from 'node:path';

/** Names, sizes and change times of every file under content/ and public/: cheap to read, changes on any save. */
export function contentFingerprint(root: string = process.cwd()): string {
  return ['content', 'public']
    .flatMap((folder) => {
      // Read at run time from the working copy (dev server, editor): nothing for a build to trace.
      const dir = path.join(/* turbopackIgnore: true */ root, folder);
      if (!fs.existsSync(dir)) return [];
      return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
        const stat = fs.statSync(path.join(dir, name));
        return `${folder}/${name}:${stat.size}:${stat.mtimeMs}`;
      });
    })
    .join('\n');
}
