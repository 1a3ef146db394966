/**
 * Prints first-load JS and CSS (gzip) of every exported page against the budgets and
 * exits 1 when a page is over. `npx tsx scripts/check-budgets.ts [outDir]`.
 * CI runs the same check as tests/export/budgets.test.ts.
 */
import path from 'node:path';
import { getProducts } from '@/lib/content';
import { listPages } from './export-pages';
import { kb, measurePage, overBudget } from './quality/budgets';

const outDir = path.resolve(process.argv[2] ?? 'out');
const productRoutes = new Set(getProducts().map((p) => `${p.path}/`));
const problems: string[] = [];
console.log(`${'page'.padEnd(64)} ${'JS gzip'.padStart(10)} ${'CSS gzip'.padStart(10)} ${'HTML'.padStart(10)}`);
for (const page of listPages(outDir)) {
  const weight = measurePage(outDir, page);
  problems.push(...overBudget(weight, productRoutes.has(page.route)));
  console.log(
    `${page.route.padEnd(64)} ${kb(weight.jsGzip).padStart(10)} ${kb(weight.cssGzip).padStart(10)} ${kb(weight.htmlBytes).padStart(10)}`,
  );
}
for (const problem of problems) console.error(`over budget: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
