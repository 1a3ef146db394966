import { config } from '@keystatic/core';
import { collections, singletons } from './collections';

/**
 * The editor. By default local mode: it reads and writes content/ in this checkout (a save
 * is a file change `git diff` shows). With NEXT_PUBLIC_CMS_GITHUB_REPO=owner/repo it works
 * on the GitHub repository instead, each edit on a `cms/...` branch for a pull request
 * (README, "Path to production").
 */
const githubRepo = process.env.NEXT_PUBLIC_CMS_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  storage: githubRepo ? { kind: 'github', repo: githubRepo, branchPrefix: 'cms/' } : { kind: 'local' },
  ui: { brand: { name: 'Clonewave content' } },
  collections: collections(),
  singletons: singletons(),
});
