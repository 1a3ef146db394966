import { config } from '@keystatic/core';
import { collections, singletons } from './collections';

/**
 * The editor. By default local mode: it reads and writes content/ in this checkout (a save
 * is a file change `git diff` shows). With NEXT_PUBLIC_CMS_GITHUB_REPO=owner/repo it works
 * on the GitHub repository instead, each edit on a `cms/...` branch for a pull request
 * (docs/content-and-blocks.md, "The editor for a team: GitHub mode").
 */
const githubRepo = process.env.NEXT_PUBLIC_CMS_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  storage: githubRepo ? { kind: 'github', repo: githubRepo, branchPrefix: 'cms/' } : { kind: 'local' },
  ui: { brand: { name: 'Clonewave content' } },
  collections: collections(),
  singletons: singletons(),
});
