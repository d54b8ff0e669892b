// The nav's pages, prerendered by Chromium itself (speculation rules, web/src/page/nav.ts):
// a prerendered page counts no view until the visitor opens it, and a tap on the nav, before the
// app runs and after, opens the prerendered page. Chromium refuses to prerender under Playwright's
// DevTools sessions (they attach to the page, not to the tab: PrerenderingDisabledByDevTools),
// so these tests drive a Chromium of their own through puppeteer-core, whose sessions go through
// the tab target, as `npm run bench:tap` does. The same browser, flags and stack as the others.
import type { Browser, Page } from 'puppeteer-core';
import { WAS_PRERENDERED, evaluateInTab, launchPrerendering, tapAt } from '../test/support/prerender-tab';
import { adminDb } from '../test/support/stack';
import { expect, test } from './fixtures';

let browser: Browser;

test.beforeAll(async () => {
  // A browser's own User-Agent, as the other browser tests send (e2e/fixtures.ts): the API counts no view of HeadlessChrome.
  browser = await launchPrerendering(process.env.CHROME_PATH!, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 blast-e2e/prerender');
});
test.afterAll(async () => {
  await browser?.close();
});

const BASE = 'http://127.0.0.1:5000';

/** The pages whose view the API counted for this campaign, in order of the page's path. */
const countedViews = async (utmSource: string) =>
  (await adminDb().collection('pageViews').where('utm_source', '==', utmSource).get()).docs.map((doc) => doc.get('page') as string).sort();

/** The page the tab shows, once it is `path`: whether it had been prerendered, and whether the app has taken it over. */
async function openedPage(page: Page, path: string): Promise<{ prerendered: boolean; hydrated: boolean }> {
  const read = async () => JSON.parse(String(await evaluateInTab(page, `JSON.stringify({ path: location.pathname, prerendered: ${WAS_PRERENDERED}, hydrated: document.documentElement.dataset.hydrated === 'true' })`)));
  let opened = await read();
  for (const deadline = Date.now() + 20_000; opened.path !== path && Date.now() < deadline; opened = await read()) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(opened.path).toBe(path);
  return { prerendered: opened.prerendered, hydrated: opened.hydrated };
}

/** A fresh visitor (its own storage) on a phone-sized touch screen. */
async function visitor(): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
  return page;
}

async function tapNavLink(page: Page, path: string): Promise<void> {
  const link = await page.waitForSelector(`nav[aria-label="Main"] a[href="${path}"]`);
  await tapAt(page, (await link!.boundingBox())!);
}

test('the nav offers its other pages for prerendering once the page has painted, and a prerendered page counts its view only when opened', async () => {
  test.setTimeout(90_000);
  const utmSource = `e2e-prerender-${Math.random().toString(36).slice(2, 8)}`;
  const page = await visitor();
  try {
    await page.goto(`${BASE}/?utm_source=${utmSource}`, { waitUntil: 'load' });
    // Once the page has painted, one rule set lists the nav's other pages, never the page itself, and marks their links.
    await page.waitForSelector('nav[aria-label="Main"] a[href="/pricing"][data-prerender]', { timeout: 20_000 });
    expect(await page.$$eval('nav[aria-label="Main"] a[href="/"][data-prerender]', (links) => links.length)).toBe(0);
    const rules = await page.$$eval('script[type="speculationrules"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as unknown));
    // The nav's pages at every address the page's links give them: the hero's /pricing#blast is an address of its own.
    expect(rules).toEqual([{ prerender: [{ source: 'list', urls: [`${BASE}/pricing`, `${BASE}/book-demo`, `${BASE}/pricing#blast`] }] }]);
    await expect.poll(() => countedViews(utmSource), { timeout: 20_000 }).toEqual(['/']);

    // Time for the prerendered /pricing to load and paint, and well past the moment an opened page
    // counts its view (at most a second after its load event): still only the home page's view.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await countedViews(utmSource)).toEqual(['/']);

    await tapNavLink(page, '/pricing');
    // It was the prerendered page that opened (the assertion above was about a page that existed),
    // and its content faded in once opened (SPEC's 0.4 s).
    expect((await openedPage(page, '/pricing')).prerendered).toBe(true);
    await expect.poll(() => evaluateInTab(page, 'getComputedStyle(document.getElementById("main")).animationName + " " + getComputedStyle(document.getElementById("main")).animationDuration'), { timeout: 20_000 }).toBe('blast-page-fade 0.4s');
    await expect.poll(() => countedViews(utmSource), { timeout: 20_000 }).toEqual(['/', '/pricing']);
    // Once, not again on any later moment of the page.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await countedViews(utmSource)).toEqual(['/', '/pricing']);
  } finally {
    await page.browserContext().close().catch(() => undefined);
  }
});

test("the hero's call to action opens /pricing#blast prerendered: an address of its own, offered beside the nav's", async () => {
  test.setTimeout(90_000);
  const page = await visitor();
  try {
    await page.goto(`${BASE}/`, { waitUntil: 'load' });
    const cta = await page.waitForSelector('main a[href="/pricing#blast"][data-prerender]', { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await tapAt(page, (await cta!.boundingBox())!);
    expect((await openedPage(page, '/pricing')).prerendered).toBe(true);
    expect(await evaluateInTab(page, 'location.hash')).toBe('#blast');
  } finally {
    await page.browserContext().close().catch(() => undefined);
  }
});

test("after the app has run, a tap on the nav still opens the prerendered page rather than the app's route", async () => {
  test.setTimeout(90_000);
  const page = await visitor();
  try {
    await page.goto(`${BASE}/`, { waitUntil: 'load' });
    await page.waitForSelector('nav[aria-label="Main"] a[href="/pricing"][data-prerender]', { timeout: 20_000 });
    // A first key starts the app (boot.ts); it hydrates the page.
    await page.keyboard.press('Shift');
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await tapNavLink(page, '/pricing');
    // A new document, prerendered, which the app has not taken over yet (the app's route would be the same document, hydrated).
    expect(await openedPage(page, '/pricing')).toEqual({ prerendered: true, hydrated: false });
  } finally {
    await page.browserContext().close().catch(() => undefined);
  }
});
