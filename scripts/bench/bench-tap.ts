/**
 * `npm run bench:tap`: how long a visitor on a mid-range phone waits for each control of the
 * public pages to answer, as Core Web Vitals' INP counts an interaction, but up to the visible
 * answer (the dialog on screen with its form, the answer expanded, the text changed), not only the
 * next paint. Chromium with the CPU slowed 4x (Lighthouse's mobile profile), a 412x823 touch
 * screen, a cold cache each run. Each control is tapped early (TAP_EARLY_MS after the load event)
 * and late (once the app has hydrated the page and a second has passed), BENCH_RUNS times each (5
 * by default); the median and the worst are printed. The time runs from the touch (or key) event's
 * own timestamp to the end of the first frame in which the answer is on screen, read in the page
 * (a requestAnimationFrame poll; "end of the frame" is the task after the frame's callbacks).
 * BENCH_CONTROLS=checkout-pricing,faq-pricing narrows the controls; BENCH_SITE_CONTENT=filled taps
 * the pages with every slot of the owner's content filled (bench-content.ts). Uses `npm start`'s stack when it
 * is up, else builds and runs its own inside `firebase emulators:exec`.
 *
 * Driven by puppeteer-core, whose page sessions go through the tab target: Chromium prerenders
 * (speculation rules) only when every DevTools session on the page does (IsPrerenderAllowed in
 * its devtools_instrumentation.cc). Playwright's sessions attach to the page target itself, and
 * under them Chromium refuses every prerender (PrerenderingDisabledByDevTools), so a bench driven
 * that way measures a page load where a visitor gets an activation. Puppeteer carries the probe,
 * the touch screen and the CPU slowdown over to a prerendered page (its speculative sessions). A
 * tap that lands on a new document says whether it activated a prerendered one.
 */
import { createServer } from 'node:http';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { TRIAL_BUTTON_TEXT, WAIVED_BUTTON_TEXT, checkoutSelector } from '@blast/catalog';
import { resolveBrowser } from '../stack/browser';
import { evaluateInTab, keepPrerendersAtFullSpeed, launchPrerendering, tapAt } from './prerender-tab';
import { FILLED, withBenchContent } from './bench-content';
import { LOCAL_PARAMS, SITE_URL } from '../stack/local-stack';
import { runBench } from './run-bench';

// After an activation puppeteer-core swaps its page's frame tree, and that event handler can throw
// (a frame it still holds is detached) once the bench already reads the new page through a
// session of its own (prerender-tab.ts): that one error is puppeteer's bookkeeping, not the page's.
process.on('uncaughtException', (err) => {
  if (/Attempted to use detached Frame/.test(err.message)) return;
  console.error(err);
  process.exit(1);
});

const RUNS = Math.max(1, Math.min(15, Number(process.env.BENCH_RUNS ?? 5)));
const CPU_SLOWDOWN = 4;
const TAP_EARLY_MS = 1500;
/** How long after hydration a late tap comes. */
const SETTLE_MS = 1000;
const TARGET_MS = 200;
/** A tap with no answer by then counts as lost. */
const NO_ANSWER_MS = 20_000;

/** What the page checks on every frame once armed: names of predicates defined in ANSWERS below. */
type Answer = 'dialog' | 'faq' | 'promo' | 'more-ways' | 'typed' | 'busy' | 'popup' | 'overlay' | 'pricing-page' | `page:${string}`;

interface Control {
  id: string;
  label: string;
  path: string;
  answer: Answer;
  /** Readies the control (scrolls it into view, fills what must be filled) and returns how to act on it. */
  act: (page: Page) => Promise<() => Promise<void>>;
}

/** What a control is found by: a CSS selector, or a button's (or link's) exact text inside a scope. */
type Target = string | { text: string; scope?: string };

/** The first element `target` names (a button by its exact text, as a visitor reads it). */
async function locate(page: Page, target: Target): Promise<ElementHandle<Element>> {
  const handle =
    typeof target === 'string'
      ? await page.$(target)
      : ((await page.evaluateHandle(({ text, scope }) => {
          const root = scope ? document.querySelector(scope) : document;
          return Array.from(root?.querySelectorAll('button, [role="button"], a') ?? []).find((el) => el.textContent?.trim() === text) ?? null;
        }, target)).asElement() as ElementHandle<Element> | null);
  if (!handle) throw new Error(`${JSON.stringify(target)} is not in the page`);
  return handle;
}

/** A tap in the middle of the element, as a finger would: touchstart, touchend, then the click. */
function tapOn(page: Page, target: Target): (page: Page) => Promise<() => Promise<void>> {
  return async () => {
    const element = await locate(page, target);
    await element.scrollIntoView();
    const box = await element.boundingBox();
    if (!box) throw new Error(`${JSON.stringify(target)} is not on screen`);
    return () => tapAt(page, box);
  };
}

/** The snapshot form (its label names the snapshot). */
const SNAPSHOT = 'form[aria-label^="Get the"]';
const button = (text: string, scope?: string): Target => ({ text, scope });

/** Types `value` into the field, as the keyboard would. */
async function fill(page: Page, selector: string, value: string): Promise<void> {
  const field = await locate(page, selector);
  await field.click({ count: 3 });
  await field.type(value);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Blast CRM card's main button on /pricing: the waived setup while the promo runs, else the trial. */
const PRICING_MAIN = FILLED ? WAIVED_BUTTON_TEXT : TRIAL_BUTTON_TEXT;

const CONTROLS: ((page: Page) => Control)[] = [
  // While a promo runs (the filled content runs one), /pricing's Blast CRM card leads with the waived setup, its switch on.
  (page) => ({ id: 'checkout-pricing', label: `/pricing: the Blast CRM card's main button ('${PRICING_MAIN}') opens the checkout dialog`, path: '/pricing', answer: 'dialog', act: tapOn(page, button(PRICING_MAIN, '#blast')) }),
  (page) => ({ id: 'checkout-home', label: `/: the Blast CRM card's trial button opens the checkout dialog`, path: '/', answer: 'dialog', act: tapOn(page, button(TRIAL_BUTTON_TEXT, '#blast')) }),
  (page) => ({ id: 'checkout-trial', label: '/free-trial: the trial button opens the checkout dialog', path: '/free-trial', answer: 'dialog', act: tapOn(page, checkoutSelector({ trial: true })) }),
  (page) => ({ id: 'faq-pricing', label: '/pricing: the first FAQ question opens', path: '/pricing', answer: 'faq', act: tapOn(page, '[data-faq="question"]') }),
  (page) => ({ id: 'faq-trial', label: '/free-trial: the first FAQ question opens', path: '/free-trial', answer: 'faq', act: tapOn(page, '[data-faq="question"]') }),
  (page) => ({ id: 'promo', label: `/pricing: the promo switch, turned off, shows '${TRIAL_BUTTON_TEXT}'`, path: '/pricing', answer: 'promo', act: tapOn(page, 'input[name="promo"], .MuiSwitch-input') }),
  (page) => ({ id: 'more-ways', label: "/pricing: the Blast CRM card's 'More ways to buy' shows its options", path: '/pricing', answer: 'more-ways', act: tapOn(page, '#blast [data-testid="more-ways"] > summary') }),
  (page) => ({
    id: 'checkout-more-ways',
    label: "/pricing: the prepay, in 'More ways to buy', opens the checkout dialog",
    path: '/pricing',
    answer: 'dialog',
    act: async () => {
      await page.locator('#blast [data-testid="more-ways"] > summary').click();
      return tapOn(page, `#blast ${checkoutSelector({ plan: 'blast-prepay' })}`)(page);
    },
  }),
  (page) => ({
    id: 'snapshot-typing',
    label: '/free-lender-snapshot: a key typed into the first name shows',
    path: '/free-lender-snapshot',
    answer: 'typed',
    act: async () => {
      await (await locate(page, `${SNAPSHOT} input[name="first_name"]`)).focus();
      return () => page.keyboard.press('J');
    },
  }),
  (page) => ({
    id: 'snapshot-submit',
    label: '/free-lender-snapshot: the submit shows its busy state',
    path: '/free-lender-snapshot',
    answer: 'busy',
    act: async () => {
      await fill(page, `${SNAPSHOT} input[name="first_name"]`, 'Bench');
      await fill(page, `${SNAPSHOT} input[name="email"]`, `bench-${Date.now()}@example.com`);
      return tapOn(page, `${SNAPSHOT} button[type="submit"]`)(page);
    },
  }),
  (page) => ({ id: 'book-demo', label: "/book-demo: 'Book Your Demo' opens the calendar", path: '/book-demo', answer: 'popup', act: tapOn(page, button('Book Your Demo')) }),
  (page) => ({ id: 'custom-booking', label: "/custom-pricing: 'Book Custom Build' opens the booking overlay", path: '/custom-pricing', answer: 'overlay', act: tapOn(page, button('Book Custom Build')) }),
  (page) => ({ id: 'nav', label: "/: the nav's Pricing link shows /pricing", path: '/', answer: 'pricing-page', act: tapOn(page, 'nav a[href="/pricing"]') }),
  (page) => ({ id: 'cta', label: "/: 'Get Blast CRM' shows /pricing", path: '/', answer: 'pricing-page', act: tapOn(page, 'a[data-magnetic]') }),
  (page) => ({ id: 'footer', label: "/: the footer's Wholesaling CRM link shows /wholesaling-crm", path: '/', answer: 'page:/wholesaling-crm', act: tapOn(page, 'footer a[href="/wholesaling-crm"]') }),
];

/**
 * Runs in every document before its scripts: records the touch or key that starts a measure and
 * polls each frame for the answer. Both are kept in sessionStorage as epoch milliseconds, so that
 * a link that loads a new document is measured the same way as one the app handles.
 */
function probe(): void {
  const visible = (el: Element | null | undefined): el is HTMLElement => {
    if (!(el instanceof HTMLElement) || !el.checkVisibility({ visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const ANSWERS: Record<string, () => boolean> = {
    dialog: () => Array.from(document.querySelectorAll('dialog[open], [role="dialog"]')).some((d) => visible(d) && visible(d.querySelector('input[name="email"]'))),
    faq: () => visible(document.querySelector('[data-faq="answer"]')),
    promo: () => Array.from(document.querySelectorAll('#blast button, #blast a')).some((el) => el.textContent?.trim().toLowerCase() === (window as unknown as { __trial: string }).__trial && visible(el)),
    'more-ways': () => Array.from(document.querySelectorAll(`#blast [data-testid="more-ways"][open] ${(window as unknown as { __checkout: string }).__checkout}`)).some(visible),
    typed: () => (document.querySelector<HTMLInputElement>('form[aria-label^="Get the"] input[name="first_name"]')?.value ?? '').endsWith('J'),
    busy: () => {
      const submit = document.querySelector<HTMLButtonElement>('form[aria-label^="Get the"] button[type="submit"]');
      return Boolean(submit && /sending/i.test(submit.textContent ?? ''));
    },
    popup: () => sessionStorage.getItem('bench:opened') !== null,
    overlay: () => Array.from(document.querySelectorAll('dialog[open], [data-testid="booking-overlay"]')).some((d) => visible(d) && visible(d.querySelector('iframe'))),
    'pricing-page': () => location.pathname === '/pricing' && Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.trim() === 'Pricing' && visible(h)),
  };
  const epochOf = (timeStamp: number) => performance.timeOrigin + timeStamp;
  const open = window.open.bind(window);
  window.open = (...args: Parameters<typeof window.open>) => {
    if (sessionStorage.getItem('bench:opened') === null) sessionStorage.setItem('bench:opened', String(Date.now()));
    return open(...args);
  };
  const onInput = (event: Event) => {
    if (sessionStorage.getItem('bench:armed') && sessionStorage.getItem('bench:input') === null) sessionStorage.setItem('bench:input', String(epochOf(event.timeStamp)));
  };
  for (const type of ['touchstart', 'pointerdown', 'keydown']) window.addEventListener(type, onInput, { capture: true, passive: true });
  const poll = () => {
    const armed = sessionStorage.getItem('bench:armed');
    // `page:/path`: that page, its heading on screen.
    const answered = armed?.startsWith('page:') ? () => location.pathname === armed.slice(5) && visible(document.querySelector('h1')) : ANSWERS[armed ?? ''];
    if (armed && sessionStorage.getItem('bench:input') !== null && sessionStorage.getItem('bench:answer') === null && answered?.()) {
      const opened = sessionStorage.getItem('bench:opened');
      // The frame is drawn once its callbacks are done: the next task runs after it.
      setTimeout(() => sessionStorage.setItem('bench:answer', armed === 'popup' && opened ? opened : String(Date.now())), 0);
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** One tap's time to its answer (Infinity when none came within NO_ANSWER_MS: the tap was lost), and whether its answer was a prerendered page activated. */
interface Measure {
  ms: number;
  activated: boolean;
}

/**
 * What the tab's page holds of the measure: the input's time, the answer's, and whether the page
 * was prerendered. A prerendered page runs no init script (puppeteer gives its scripts to pages it
 * loads, not to one Chromium prerenders), so the probe is not in it: its answer is then its first
 * contentful paint, which for a prerendered page Chromium reports at the first frame after the
 * activation. The input's time is the page being left's (its sessionStorage is the one the
 * activated page goes on with).
 */
const READ_ANSWER = `JSON.stringify((() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
  const prerendered = (navigation.activationStart ?? 0) > 0;
  const answer = sessionStorage.getItem('bench:answer') ?? (prerendered && paint ? String(performance.timeOrigin + paint.startTime) : null);
  return [sessionStorage.getItem('bench:input'), answer, prerendered];
})())`;

async function measure(browser: Browser, control: (page: Page) => Control, late: boolean): Promise<Measure> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    // tsx names functions with a `__name` helper that the page lacks: the probe brings its own.
    await page.evaluateOnNewDocument(`var __name = (f) => f; window.__trial = ${JSON.stringify(TRIAL_BUTTON_TEXT.toLowerCase())}; window.__checkout = ${JSON.stringify(checkoutSelector())}; (${probe.toString()})();`);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    const { path, answer, act } = control(page);
    await page.goto(SITE_URL + path, { waitUntil: 'load' });
    if (late) {
      await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
      await sleep(SETTLE_MS);
    }
    const doIt = await act(page);
    if (!late) await sleep(Math.max(0, TAP_EARLY_MS - (await page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd))));
    await page.evaluate((armed) => {
      for (const key of ['bench:input', 'bench:answer', 'bench:opened']) sessionStorage.removeItem(key);
      sessionStorage.setItem('bench:armed', armed);
    }, answer);
    await doIt();
    const read = async () => {
      const value = await evaluateInTab(page, READ_ANSWER).catch(() => undefined);
      return (typeof value === 'string' ? JSON.parse(value) : [null, null, false]) as [string | null, string | null, boolean];
    };
    for (let waited = 0; waited < NO_ANSWER_MS; waited += 50) {
      const [input, answered, prerendered] = await read();
      if (input && answered) return { ms: Math.round(Number(answered) - Number(input)), activated: prerendered };
      await sleep(50);
    }
    return { ms: Infinity, activated: false };
  } finally {
    await context.close();
  }
}

/**
 * Answers the local lead hook while the bench runs (it ends with the bench's process), unless
 * something (`npm run hooks:inbox`) already does: the snapshot's submits send leads, whose
 * deliveries would otherwise fail and retry in the functions emulator while the controls after
 * them are measured, on the same cores.
 */
function answerLeadHook(): void {
  const { hostname, port } = new URL(LOCAL_PARAMS.LEAD_HOOK_SNAPSHOT_URL);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  server.once('error', () => console.log(`Leads go to what already answers ${hostname}:${port}`));
  server.listen(Number(port), hostname);
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toLocaleString('en-US')} ms` : 'lost');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function bench(): Promise<boolean> {
  const resolved = await resolveBrowser();
  console.log(`Taps in ${resolved.path} (${resolved.from}), CPU ${CPU_SLOWDOWN}x slower, 412x823 touch, ${RUNS} runs each, through the tab target (prerendering allowed)`);
  const browser = await launchPrerendering(resolved.path);
  // The nav's tap opens a page prerendered beside the one it leaves, and is timed with it slowed
  // too; every other control's page is timed with the pages beside it at full speed (prerender-tab.ts).
  let opensPrerender = false;
  await keepPrerendersAtFullSpeed(browser, () => !opensPrerender);
  answerLeadHook();
  const only = process.env.BENCH_CONTROLS?.split(',');
  const rows: { label: string; early: Measure[]; late: Measure[] }[] = [];
  try {
    for (const control of CONTROLS) {
      const { id, label } = control(undefined as unknown as Page);
      if (only && !only.includes(id)) continue;
      if (id === 'promo' && !FILLED) {
        // The switch shows only while the owner runs a promo; the filled content runs one.
        console.log('promo: skipped, no promo runs on the published content (BENCH_SITE_CONTENT=filled runs one)');
        continue;
      }
      opensPrerender = id === 'nav';
      const row = { label, early: [] as Measure[], late: [] as Measure[] };
      for (let i = 0; i < RUNS; i += 1) {
        row.early.push(await measure(browser, control, false));
        row.late.push(await measure(browser, control, true));
      }
      const list = (measures: Measure[]) => measures.map((m) => `${ms(m.ms)}${m.activated ? ' (prerendered)' : ''}`).join(', ');
      console.log(`${id}: early ${list(row.early)}; late ${list(row.late)}`);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n| control | tapped ${TAP_EARLY_MS / 1000} s after load: median (worst) | tapped after the app has run: median (worst) |`);
  console.log('| --- | --- | --- |');
  const times = (measures: Measure[]) => measures.map((m) => m.ms);
  const activations = (measures: Measure[]) => {
    const count = measures.filter((m) => m.activated).length;
    return count > 0 ? `, ${count} of ${measures.length} prerendered` : '';
  };
  const fmt = (measures: Measure[]) => `${ms(median(times(measures)))} (${ms(Math.max(...times(measures)))})${activations(measures)}`;
  for (const row of rows) console.log(`| ${row.label} | ${fmt(row.early)} | ${fmt(row.late)} |`);
  const misses = rows.filter((row) => median(times(row.early)) > TARGET_MS || median(times(row.late)) > TARGET_MS).map((row) => row.label);
  console.log(misses.length === 0 ? `\nEvery control answers within ${TARGET_MS} ms (median).` : `\nAbove ${TARGET_MS} ms:\n  ${misses.join('\n  ')}`);
  return misses.length === 0;
}

await runBench('scripts/bench/bench-tap.ts', () => withBenchContent(bench));
