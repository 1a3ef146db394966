import { test } from '@playwright/test';
import { axeViolations } from './a11y-helpers';
import { exportRoutes } from './export-routes';
test('probe', async ({ page }) => {
  test.setTimeout(600_000);
  const all = new Map<string, string[]>();
  for (const r of exportRoutes()) {
    await page.goto(r); await page.waitForLoadState('networkidle');
    for (const v of await axeViolations(page)) { const k = v.split(':')[0] + ' ' + v.split('—')[0].split(':')[1]; all.set(k, [...(all.get(k) ?? []), r]); }
  }
  for (const [k, rs] of all) console.log(k, rs.length, rs.slice(0, 3).join(' '));
});
