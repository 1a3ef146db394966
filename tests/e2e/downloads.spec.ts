import { expect, test, type Page } from '@playwright/test';
import { hydrated, reactAttached } from './hydration';
import {
  CHROMEOS_UA,
  content,
  downloadName,
  emulateChromeOs,
  HELPER,
  inReadingOrder,
  MAC_UA,
  visibleDownloads,
  WINDOWS_UA,
} from './downloads-helpers';

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

const LATEST = HELPER.releases[0]!;
const latestRelease = (page: Page) => page.getByRole('region', { name: `Version ${LATEST.version}` });
const firstFileFor = (platform: string) => LATEST.files.find((file) => file.platform === platform)!;

for (const [name, userAgent, platform] of [
  ['Windows', WINDOWS_UA, 'windows'],
  ['macOS', MAC_UA, 'macos'],
] as const) {
  test.describe(`${name} visitors`, () => {
    test.use({ userAgent });
    test(`see one prominent ${name} download, then every file in content order, in the order of the HTML`, async ({
      page,
    }) => {
      await page.goto(`${HELPER.path}/`);
      await expect(page.locator('html')).toHaveAttribute('data-platform', platform);
      const mine = firstFileFor(platform);
      // The other platforms' prominent actions are hidden, out of the accessibility tree:
      // the prominent one is the first download a screen reader meets, then the list.
      const downloads = latestRelease(page).getByRole('link', { name: /^Download for / });
      await expect(downloads).toHaveCount(LATEST.files.length + 1);
      await expect(downloads.first()).toHaveAccessibleName(downloadName(name, mine.fileName));
      await expect(downloads.first()).toHaveClass(/btn-primary/);
      // What is seen comes in DOM order: sorted by place on screen, the links keep it.
      const seen = await visibleDownloads(page);
      expect(seen.map((link) => link.href)).toEqual([mine.url, ...LATEST.files.map((file) => file.url)]);
      expect(inReadingOrder(seen)).toEqual(seen);
      // The list marks the visitor's own files.
      for (const file of LATEST.files) {
        const badge = latestRelease(page).locator(
          `.file-list .file-download[data-file="${file.fileName}"] .platform-badge`,
        );
        await (file.platform === platform ? expect(badge).toBeVisible() : expect(badge).toBeHidden());
      }
    });
  });
}

test.describe('visitors on a system without a download', () => {
  test.use({ userAgent: CHROMEOS_UA });
  test('see the first file of the release as the prominent download', async ({ page }) => {
    await emulateChromeOs(page);
    await page.goto(`${HELPER.path}/`);
    await expect(page.locator('html')).not.toHaveAttribute('data-platform', /./);
    const first = LATEST.files[0]!;
    const downloads = latestRelease(page).getByRole('link', { name: /^Download for / });
    await expect(downloads.first()).toHaveAttribute('href', first.url);
    expect((await visibleDownloads(page)).map((link) => link.href)).toEqual([
      first.url,
      ...LATEST.files.map((file) => file.url),
    ]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, userAgent: MAC_UA });
  test('the first file is the prominent download and the full list is there', async ({ page }) => {
    await page.goto(`${HELPER.path}/`);
    await expect(page.locator('html')).not.toHaveAttribute('data-platform', /./);
    const seen = await visibleDownloads(page);
    expect(seen.map((link) => link.href)).toEqual([LATEST.files[0]!.url, ...LATEST.files.map((file) => file.url)]);
    expect(inReadingOrder(seen)).toEqual(seen);
  });
});

test('the prominent download takes the same space whichever platform it is for, and nothing moves @phone', async ({
  browser,
}) => {
  const layout = async (userAgent: string, scripts: boolean) => {
    const page = await browser.newPage({ userAgent, viewport: { width: 390, height: 844 } });
    if (userAgent === CHROMEOS_UA) await emulateChromeOs(page);
    if (!scripts) await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.goto(`${HELPER.path}/`);
    if (scripts) {
      await hydrated(page);
      await expect(page.getByRole('button', { name: /Copy the SHA-256 checksum/ }).first()).toBeVisible();
    } else {
      await expect(page.locator('.latest-release .copy-button').first()).toBeHidden();
    }
    const links = await visibleDownloads(page);
    const listTop = await page
      .locator('.latest-release .file-list')
      .evaluate((list) => list.getBoundingClientRect().top);
    await page.close();
    return { links, listTop };
  };
  const mac = await layout(MAC_UA, true);
  expect(mac.links).toHaveLength(LATEST.files.length + 1);
  // Scripts change nothing on screen.
  expect(await layout(MAC_UA, false)).toEqual(mac);
  // The list starts at the same place below whichever prominent download is shown (in it,
  // the visitor's own rows carry a badge, decided before the first paint).
  for (const userAgent of [WINDOWS_UA, CHROMEOS_UA]) expect((await layout(userAgent, true)).listTop).toBe(mac.listTop);
});

test("after a client navigation the visitor's platform is still the prominent download", async ({ browser }) => {
  const page = await browser.newPage({ userAgent: MAC_UA });
  await page.goto('/help/download/');
  const link = page.locator(`main a[href="${HELPER.path}/"]`).first();
  await reactAttached(link);
  // The release page's inline script never runs on a client navigation: the attribute
  // comes from the client runtime, and the document must be the same one.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${HELPER.path}/$`));
  await expect(latestRelease(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'macos');
  const mac = firstFileFor('macos');
  await expect(
    latestRelease(page)
      .getByRole('link', { name: /^Download for / })
      .first(),
  ).toHaveAccessibleName(downloadName('macOS', mac.fileName));
  expect((await visibleDownloads(page))[0]?.href).toBe(mac.url);
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
