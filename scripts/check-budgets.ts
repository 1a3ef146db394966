/**
 * Prints first-load JS (all, and the site's own above the framework's shared chunks) and
 * CSS (gzip) of every exported page against the budgets and
 * exits 1 when a page is over. `npx tsx scripts/check-budgets.ts [outDir]`.
 * CI runs the same check as tests/export/budgets.test.ts.
 */
import path from 'node:path';
import { getProducts } from '@/lib/content';
import { listPages } from './export-pages';
import { frameworkChunks, kb, measurePage, overBudget } from './quality/budgets';

const outDir = path.resolve(process.argv[2] ?? 'out');
const productRoutes = new Set(getProducts().map((p) => `${p.path}/`));
const problems: string[] = [];
const framework = frameworkChunks();
const columns = ['JS gzip', 'own JS', 'CSS gzip', 'HTML'].map((c) => c.padStart(10)).join(' ');
console.log(`${'page'.padEnd(64)} ${columns}`);
for (const page of listPages(outDir)) {
  const weight = measurePage(outDir, page, framework);
  problems.push(...overBudget(weight, productRoutes.has(page.route)));
  console.log(
    `${page.route.padEnd(64)} ${[weight.jsGzip, weight.ownJsGzip, weight.cssGzip, weight.htmlBytes].map((n) => kb(n).padStart(10)).join(' ')}`,
  );
}
for (const problem of problems) console.error(`over budget: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
