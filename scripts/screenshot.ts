// Screenshots of pages as a person sees them: desktop (1366 px) and phone (390 px).
// Usage: npx tsx scripts/screenshot.ts http://127.0.0.1:8080 /path [/path...]  → .cache/shots/*.png
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import playwrightConfig from '../playwright.config';

const [base, ...paths] = process.argv.slice(2);
fs.mkdirSync('.cache/shots', { recursive: true });
// The same Chromium, with the same flags, as the end-to-end tests (playwright.config.ts).
const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const file = `.cache/shots/${name}${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
