import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, resolveBrowser } from './browser';
const SITE = 'http://127.0.0.1:5000';
const RULES = process.env.RULES === '1';
const resolved = await resolveBrowser();
const browser = await puppeteer.launch({ executablePath: resolved.path, args: [...CHROME_FLAGS], headless: true });
const results: number[] = [];
for (let i = 0; i < Number(process.env.N ?? 5); i++) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
  await page.emulateCPUThrottling(4);
  if (RULES) await page.setBypassCSP(true);
  await page.evaluateOnNewDocument(`addEventListener('pointerdown', e => { if (!localStorage.getItem('in')) localStorage.setItem('in', String(performance.timeOrigin + e.timeStamp)) }, {capture:true});
    const poll = () => { if (location.pathname === '/pricing' && !document.prerendering && !localStorage.getItem('ans')) { const h=[...document.querySelectorAll('h1')].some(h=>h.textContent.trim()==='Pricing' && h.checkVisibility()); if (h) setTimeout(()=>localStorage.setItem('ans', String(Date.now())),0);} requestAnimationFrame(poll); }; requestAnimationFrame(poll);
    document.addEventListener('prerenderingchange', () => requestAnimationFrame(poll));`);
  await page.goto(SITE + '/', { waitUntil: 'load' });
  if (RULES) await page.evaluate(() => { const s = document.createElement('script'); s.type = 'speculationrules'; s.textContent = JSON.stringify({ prerender: [{ source: 'list', urls: ['/pricing', '/book-demo'], eagerness: 'immediate' }] }); document.head.append(s); });
  await new Promise((r) => setTimeout(r, 1500));
  const el = await page.$('nav a[href="/pricing"]');
  const box = (await el!.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2).catch((e) => console.log('tap:', String(e).slice(0, 60)));
  let r: any;
  for (let w = 0; w < 200; w++) { r = await page.evaluate(() => [localStorage.getItem('in'), localStorage.getItem('ans'), (performance.getEntriesByType('navigation')[0] as any).activationStart, location.pathname, performance.timeOrigin]).catch(() => null); if (r && (r[1] || r[2] > 0)) break; await new Promise((res) => setTimeout(res, 50)); }
  const ms = r[1] ? Math.round(Number(r[1]) - Number(r[0])) : Math.round(r[4] + r[2] - Number(r[0]));
  results.push(ms);
  console.log(ms, 'activationStart', Math.round(r[2]), r[3], r[0], r[1]);
  await context.close();
}
console.log('median', [...results].sort((a, b) => a - b)[2]);
await browser.close();
