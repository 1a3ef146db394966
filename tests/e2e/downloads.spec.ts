import { expect, test, type Page } from '@playwright/test';
import { hydrated, reactAttached } from './hydration';
import { loadContent } from '../../lib/content/load';

const content = loadContent();
const HELPER = content.releases.find((r) => r.slug === 'clonewave-helper-release')!;
const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

test.describe('every download link and checksum matches the content', () => {
  for (const releasePage of content.releases) {
    test(releasePage.path, async ({ page }) => {
      await page.goto(`${releasePage.path}/`);
      const expectedUrls = new Set(releasePage.releases.flatMap((r) => r.files.map((f) => f.url)));
      const expectedSums = new Set(releasePage.releases.flatMap((r) => r.files.map((f) => f.sha256)));
      const hrefs = await page
        .locator('main a[href^="https://downloads."]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(hrefs)).toEqual(expectedUrls);
      const sums = await page.locator('.checksum-value').allTextContents();
      expect(new Set(sums)).toEqual(expectedSums);
      // Each file's own row pairs its link with its own checksum.
      for (const file of releasePage.releases.flatMap((r) => r.files)) {
        const row = page.locator(`.file-download[data-file="${file.fileName}"]`).first();
        await expect(row.locator('a[download]')).toHaveAttribute('href', file.url);
        await expect(row.locator('.checksum-value')).toHaveText(file.sha256);
      }
      const [latest] = releasePage.releases;
      await expect(page.getByRole('heading', { level: 2, name: `Version ${latest!.version}` })).toBeVisible();
    });
  }
});

/** The release's files as the visitor sees them, top to bottom. */
async function filesOnScreen(page: Page) {
  const rows = await page.locator('.latest-release .file-download').evaluateAll((nodes) =>
    nodes.map((node) => ({
      platform: node.getAttribute('data-platform'),
      top: node.getBoundingClientRect().top,
      badge: node.querySelector('.platform-badge')?.checkVisibility() ?? false,
      solid: getComputedStyle(node.querySelector('a[download]')!).backgroundColor !== 'rgba(0, 0, 0, 0)',
    })),
  );
  return rows.toSorted((a, b) => a.top - b.top);
}

for (const [name, userAgent, platform] of [
  ['Windows', WINDOWS_UA, 'windows'],
  ['macOS', MAC_UA, 'macos'],
] as const) {
  test.describe(`${name} visitors`, () => {
    test.use({ userAgent });
    test(`see the ${name} download first, from the first paint, with every platform still listed`, async ({ page }) => {
      const files = HELPER.releases[0]!.files;
      // Styles alone put it first: the same with scripts off, so nothing moves when they run.
      await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
      await page.goto(`${HELPER.path}/`);
      await expect(page.locator('html')).toHaveAttribute('data-platform', platform);
      const onScreen = await filesOnScreen(page);
      expect(onScreen).toHaveLength(files.length);
      const mine = files.filter((file) => file.platform === platform).length;
      expect(onScreen.slice(0, mine).map((row) => row.platform)).toEqual(Array(mine).fill(platform));
      expect(onScreen.map((row) => row.badge)).toEqual(onScreen.map((row) => row.platform === platform));
      // One solid button, the first of the visitor's files; every other one is outline.
      expect(onScreen.map((row) => row.solid)).toEqual(onScreen.map((_, index) => index === 0));
    });
  });
}

test("nothing in the latest release moves when the page's scripts run @phone", async ({ browser }) => {
  const layout = async (scripts: boolean) => {
    const page = await browser.newPage({ userAgent: MAC_UA, viewport: { width: 390, height: 844 } });
    if (!scripts) await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.goto(`${HELPER.path}/`);
    if (scripts) {
      await hydrated(page);
      await expect(page.getByRole('button', { name: /Copy the SHA-256 checksum/ }).first()).toBeVisible();
    } else {
      await expect(page.locator('.latest-release .copy-button').first()).toBeHidden();
    }
    const rows = await filesOnScreen(page);
    await page.close();
    return rows;
  };
  expect(await layout(true)).toEqual(await layout(false));
});

test("after a client navigation the visitor's platform still comes first", async ({ browser }) => {
  const page = await browser.newPage({ userAgent: MAC_UA });
  await page.goto('/help/download/');
  const link = page.locator(`main a[href="${HELPER.path}/"]`).first();
  await reactAttached(link);
  // The release page's inline script never runs on a client navigation: the attribute
  // comes from the client runtime, and the document must be the same one.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${HELPER.path}/$`));
  await expect(page.locator('.platform-ordered').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'macos');
  expect((await filesOnScreen(page))[0]).toMatchObject({ platform: 'macos', badge: true, solid: true });
  await page.close();
});

test('without JavaScript the HTML already lists every platform of the latest release', async ({ request }) => {
  const html = await (await request.get(`${HELPER.path}/`)).text();
  for (const file of HELPER.releases[0]!.files) expect(html).toContain(`data-file="${file.fileName}"`);
});

test('release page: history opens natively, checksum copies, the feed is declared', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${HELPER.path}/`);
  const older = HELPER.releases[1]!;
  const item = page.locator(`details#release-${older.version.replaceAll('.', '\\.')}`);
  await expect(item.locator('.checksum-value').first()).toBeHidden();
  await item.locator('summary').click();
  await expect(item.locator('.checksum-value').first()).toBeVisible();

  const first = page.locator('.latest-release .file-download').first();
  await first.getByRole('button', { name: /Copy the SHA-256 checksum/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checksum copied' }).first()).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await first.locator('.checksum-value').textContent());

  const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(feed).toHaveAttribute('href', `${HELPER.path}/feed.xml`);
  await expect(page.getByRole('heading', { name: "What's different?" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to upgrade' })).toBeVisible();
});

test('a firmware page shows its serial-number alert from content', async ({ page }) => {
  const boxPro = content.releases.find((r) => r.slug === 'clonewave-box-pro-firmware')!;
  await page.goto(`${boxPro.path}/`);
  await expect(page.getByRole('complementary', { name: boxPro.serialAlert!.title })).toContainText('CWP-22000000');
});

test('Atom feeds: all releases and one per page, served as Atom', async ({ request }) => {
  const all = await request.get('/help/download/feed.xml');
  expect(all.status()).toBe(200);
  expect(all.headers()['content-type']).toContain('application/atom+xml');
  const xml = await all.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  expect(xml.match(/<entry>/g)).toHaveLength(content.releases.reduce((n, p) => n + p.releases.length, 0));
  for (const releasePage of content.releases) {
    const one = await request.get(`${releasePage.path}/feed.xml`);
    expect(one.status(), releasePage.path).toBe(200);
    expect((await one.text()).match(/<entry>/g)).toHaveLength(releasePage.releases.length);
  }
});

test('download centre links every download page and filters by product and type @phone', async ({ page }) => {
  await page.goto('/help/download/');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/help/download/feed.xml',
  );
  const finder = page.getByRole('region', { name: 'Find downloads for your product' });
  const hrefs = new Set(
    await finder.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')?.replace(/\/$/, ''))),
  );
  for (const releasePage of content.releases) expect(hrefs, releasePage.path).toContain(releasePage.path);

  await reactAttached(finder.getByLabel('Product'));
  await finder.getByLabel('Product').selectOption({ label: 'Clonewave Box Pro' });
  await finder.getByRole('group', { name: 'Type' }).getByText('Firmware', { exact: true }).click();
  await expect(finder.getByRole('radio', { name: 'Firmware' })).toBeChecked();
  await expect(finder.getByRole('link')).toHaveCount(1);
  await expect(finder.getByRole('link', { name: 'Clonewave Box Pro firmware' })).toBeVisible();
  await expect(page).toHaveURL(/\?product=box-pro&type=firmware$/);
  await page.reload();
  await expect(finder.getByRole('link')).toHaveCount(1);
});

test('indexes list firmware, software and every manual with its facts', async ({ page }) => {
  for (const kind of ['firmware', 'software'] as const) {
    await page.goto(`/help/download/${kind}/`);
    for (const releasePage of content.releases.filter((r) => r.kind === kind)) {
      await expect(page.getByRole('link', { name: releasePage.title, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`${releasePage.path}/?$`),
      );
    }
  }
  await page.goto('/help/download/manual/');
  for (const doc of content.manuals.flatMap((m) => m.documents)) {
    const row = page.locator('tr', { has: page.locator(`a[href="${doc.url}"]`) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(doc.version);
  }
  await expect(page.getByRole('row', { name: /Box Pro ユーザーマニュアル/ })).toContainText('Japanese');
});

test('the video guide is a plain link: nothing loads from YouTube', async ({ page }) => {
  const evolve = content.releases.find((r) => r.slug === 'clonewave-box-evolve-firmware')!;
  const youtube: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url());
  });
  await page.goto(`${evolve.path}/`);
  await expect(page.getByRole('link', { name: new RegExp(evolve.videoGuide!.title) })).toHaveAttribute(
    'href',
    `https://www.youtube.com/watch?v=${evolve.videoGuide!.youtubeId}`,
  );
  await page.waitForLoadState('networkidle');
  expect(youtube).toEqual([]);
});
