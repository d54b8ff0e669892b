/**
 * A Chromium that prerenders under DevTools, for `npm run bench:tap` and e2e/prerender.spec.ts.
 * Chromium prerenders (speculation rules) only while every DevTools session on the page goes
 * through the tab target (IsPrerenderAllowed in its devtools_instrumentation.cc): Playwright's
 * sessions attach to the page itself, and under them every prerender is refused
 * (PrerenderingDisabledByDevTools). puppeteer-core's page sessions go through the tab target, and
 * carry the page's init scripts, viewport and CPU slowdown over to a page being prerendered.
 */
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { CHROME_FLAGS } from '../stack/browser';

/**
 * The Chromium at `executablePath` (scripts/stack/browser.ts resolves it), headless, reaching nothing but
 * this machine. With `userAgent`, every page it opens or prerenders sends that one (the API counts
 * no view of a known headless browser).
 */
export function launchPrerendering(executablePath: string, userAgent?: string): Promise<Browser> {
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      ...CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ...(userAgent ? [`--user-agent=${userAgent}`] : []),
    ],
  });
}

/**
 * Evaluates `expression` in the page the tab shows: through puppeteer's page, or, once a
 * prerendered page has replaced the one it drove (puppeteer's page is then left on the detached
 * frame), through a session of its own on the new page, attached after the activation (one
 * attached before it would have kept Chromium from prerendering). Undefined when there is no page.
 */
export async function evaluateInTab(page: Page, expression: string): Promise<unknown> {
  try {
    return await page.evaluate(expression);
  } catch {
    const contextId = page.browserContext().id;
    const session = await page.browser().target().createCDPSession();
    try {
      const { targetInfos } = await session.send('Target.getTargets');
      const target = targetInfos.find((info) => info.type === 'page' && info.browserContextId === contextId);
      if (!target) return undefined;
      const { sessionId } = await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: true });
      const own = session.connection()?.session(sessionId);
      if (!own) return undefined;
      const { result } = await own.send('Runtime.evaluate', { expression, returnByValue: true });
      await session.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      return result.value;
    } finally {
      await session.detach().catch(() => undefined);
    }
  }
}

/** Whether a tap's page, once opened, had been prerendered (its activationStart is after its start). */
export const WAS_PRERENDERED = '(performance.getEntriesByType("navigation")[0]?.activationStart ?? 0) > 0';

/** A tap in the middle of `box`; a tap that opens a prerendered page closes the session it was sent on before its answer: it was delivered. */
export async function tapAt(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<void> {
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2).catch((err: unknown) => {
    if (!(err instanceof Error && /Target closed|Session closed|detached/i.test(err.message))) throw err;
  });
}

/**
 * Leaves the pages Chromium prerenders at full speed while `fullSpeed()` says so, where puppeteer
 * would carry the page's CPU slowdown over to them. Chromium slows a renderer down with a thread
 * that keeps it busy: a throttled renderer takes about 0.9 of a core on this machine while its
 * page does nothing at all (measured with an idle page, 1 s samples of /proc over 12 s: 0.88 of a
 * core throttled, 0 to 0.01 without). On a two-core machine two prerendered pages, idle, then take
 * the cores the page under test needs, which no phone does: a phone's idle prerendered page
 * costs nothing. A tap on the page being read is therefore measured with the pages prerendered
 * beside it unthrottled; a tap that opens a prerendered page (the nav) keeps them slowed.
 */
export async function keepPrerendersAtFullSpeed(browser: Browser, fullSpeed: () => boolean): Promise<void> {
  const connection = (await browser.target().createCDPSession()).connection();
  if (!connection) throw new Error('no DevTools connection to the browser');
  const isPrerender = (session: CDPSession) => {
    try {
      // CdpCDPSession.target() and CdpTarget._subtype(): puppeteer's own test for a prerendered page (CdpPage).
      return (session as unknown as { target(): { _subtype(): string | undefined } }).target()._subtype() === 'prerender';
    } catch {
      return false;
    }
  };
  connection.on('sessionattached', (session: CDPSession) => {
    const send = session.send.bind(session) as (method: string, params?: object, options?: object) => Promise<unknown>;
    const throttled = (method: string, params?: object, options?: object) =>
      send(method, method === 'Emulation.setCPUThrottlingRate' && fullSpeed() && isPrerender(session) ? { ...params, rate: 1 } : params, options);
    session.send = throttled as CDPSession['send'];
  });
}
