/**
 * `npm run docs:screenshots`: the pictures of docs/operator.md. Today, Figures and Site, at a laptop's
 * size (1366x768) and a phone's (412x915), each the first screen the owner sees once the view's
 * data is in, signed in as the local stack's operator. PNGs in docs/img/. Before them it posts
 * three leads with a phone, so that Today has rows to show. Uses `npm start`'s stack when it is up
 * (and its data), else builds and runs its own inside `firebase emulators:exec`. 127.0.0.1 only.
 */
import { join } from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { DASHBOARD_TITLE, SITE_EDITOR_TITLE } from '@blast/catalog';
import { CHROME_FLAGS, resolveBrowser } from '../stack/browser';
import { ROOT, SITE_URL } from '../stack/local-stack';
import { fillOperatorSignIn } from '../stack/operator-sign-in';
import { seed } from '../stack/seed';
import { postTodayLeads } from '../stack/sample-leads';
import { runBench } from './run-bench';

const WIDTHS = [
  { name: 'laptop', viewport: { width: 1366, height: 768 }, mobile: false },
  { name: 'phone', viewport: { width: 412, height: 915 }, mobile: true },
] as const;
const SOON = { timeout: 30_000 };

if (!SITE_URL.startsWith('http://127.0.0.1:')) throw new Error(`docs:screenshots only runs against 127.0.0.1, not ${SITE_URL}`);

/** Each view: its link in the operator navigation, its title, and what says its data is in. */
const VIEWS: { file: string; link: RegExp; title: string; ready: (page: Page) => Promise<void> }[] = [
  { file: 'today', link: /^Today/, title: 'Today', ready: (page) => expect(page.getByTestId('today-row').first()).toBeVisible(SOON) },
  { file: 'figures', link: /^Figures/, title: DASHBOARD_TITLE, ready: (page) => expect(page.getByTestId('total-conversions-value')).toBeVisible(SOON) },
  { file: 'site', link: /^Site/, title: SITE_EDITOR_TITLE, ready: (page) => expect(page.getByRole('button', { name: 'Publish' })).toBeVisible(SOON) },
];

async function shoot(): Promise<boolean> {
  await seed();
  await postTodayLeads('docs');
  const browser = await chromium.launch({ executablePath: (await resolveBrowser()).path, args: [...CHROME_FLAGS] });
  try {
    for (const { name, viewport, mobile } of WIDTHS) {
      const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(`${SITE_URL}/admin`);
      await (await fillOperatorSignIn(page, SOON.timeout)).click();
      for (const view of VIEWS) {
        await page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: view.link }).click();
        await expect(page.getByRole('heading', { level: 1, name: view.title })).toBeVisible(SOON);
        await view.ready(page);
        // Every card's figures in, not their placeholders.
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, SOON);
        await page.evaluate(() => window.scrollTo(0, 0));
        const path = join(ROOT, 'docs', 'img', `operator-${view.file}-${name}.png`);
        await page.screenshot({ path, animations: 'disabled' });
        console.log(`docs/img/operator-${view.file}-${name}.png`);
      }
      await context.close();
    }
    return true;
  } finally {
    await browser.close();
  }
}

await runBench('scripts/bench/operator-screenshots.ts', shoot);
