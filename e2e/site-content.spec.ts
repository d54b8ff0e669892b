// /admin/site in the browser: the owner writes a testimonial with a photo and adds a product
// screen (both sent as WebP by the browser, the screen scaled down), previews /pricing with them, is told the testimonial needs permission on file before it
// can be published, publishes, sees the pages rebuilt with them (their HTML, as a crawler reads it,
// and the page in the browser, images loaded), and brings back the version before, which leaves
// no trace of them. The video plays in the page at a click, with no script, and nothing of its
// provider loads before.
import { EMPTY_SITE_CONTENT, EXAMPLE_USAGE_VOLUMES, USAGE_ESTIMATE_PLAN_IDS, USAGE_ESTIMATE_VOLUMES, estimateMonth, formatCents, type SiteContent, type SiteContentState, type SitePublished } from '@blast/catalog';
import { adminCredentials } from '../test/support/seed';
import { FILLED_SITE_CONTENT } from '../test/support/samples';
import { asAdmin } from '../test/support/admin';
import { png, storeImagesOf } from '../test/support/images';
import { api } from '../test/support/stack';
import { violations } from './axe';
import { collectErrors, expect, gotoReady, signIn, test } from './fixtures';
import { estimator, expectEstimateShown } from './usage-estimate';

/** A page's HTML as Hosting serves it: no JavaScript runs. */
const html = async (path: string) => (await api(path)).text();
/**
 * Published means rebuilt: every page rendered again by the local site builder, one build at a
 * time, seconds alone; beside a second suite one took past 30 s (after the build before it). A
 * bound for a hang.
 */
const REBUILT_MS = 60_000;
/** An upload, decoded and re-encoded by the API and stored by the emulator: seconds on a machine running a second suite beside. A bound for a hang. */
const UPLOADED = { timeout: 60_000 };

const state = async (): Promise<SiteContentState> => (await asAdmin('/api/admin/site')).json();
const post = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await asAdmin(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.ok, await res.clone().text()).toBe(true);
  return res.json();
};

/** Publishes `content` (the empty content: a known starting point). */
async function publishContent(content: SiteContent = EMPTY_SITE_CONTENT): Promise<SitePublished> {
  await storeImagesOf(content); // its images, as if the owner had uploaded them
  await post('/api/admin/site/draft', { content, revision: (await state()).draft.revision });
  return post('/api/admin/site/publish', { revision: (await state()).draft.revision });
}
const publishEmpty = () => publishContent();

/** Waits until the pages show published version `number` (the local site builder's rebuild). */
async function rebuilt(number: number): Promise<void> {
  await expect.poll(async () => (await state()).build, { timeout: REBUILT_MS }).toMatchObject({ number, status: 'done' });
}


/** Whether each image the locator finds has loaded (a decoded image has a natural width). */
const loaded = (images: import('@playwright/test').Locator) => images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));

test('the owner publishes a testimonial with a photo and a product screen, sees them in the pages, and can revert to the version before', async ({ page, context }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const stamp = Date.now();
  const name = `Rita Rehab ${stamp}`;
  const baseline = await publishEmpty();
  await gotoReady(page, '/admin/site');
  await signIn(page, adminCredentials());
  await expect(page.getByRole('heading', { name: 'Site content', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add a testimonial' }).click();
  const fields = page.getByTestId('testimonial-fields').last();
  await fields.getByLabel('Quote').fill('Our follow-ups stopped slipping the first week.');
  await fields.getByLabel('Name').fill(name);
  await fields.getByLabel('Role or market').fill('Flipper, Tampa');
  await fields.getByLabel('Photo for testimonial 1', { exact: true }).setInputFiles({ name: 'rita.png', mimeType: 'image/png', buffer: png(200, 200, 90) });
  await expect(fields.getByRole('button', { name: 'Remove photo' })).toBeVisible(UPLOADED);

  // A product screen: its image first, then its caption and its description.
  const screens = page.getByRole('region', { name: 'Product screens' });
  // A screenshot larger than any page shows it: it goes up as WebP, scaled to 2,200 px.
  await screens.getByLabel('Image for a new product screen', { exact: true }).setInputFiles({ name: 'pipeline.png', mimeType: 'image/png', buffer: png(3000, 1500, 150) });
  const screen = page.getByTestId('screen-fields').last();
  await screen.getByLabel('Caption').fill(`Deals by stage ${stamp}`);
  await screen.getByLabel('Describe the image (alt text)').fill(`The pipeline, deals in five columns ${stamp}`);
  const alt = `The pipeline, deals in five columns ${stamp}`;

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const notice = page.getByTestId('site-notice');
  await expect(notice).toContainText(`The testimonial of ${name} has no permission to publish on file`);
  // Where the field sits, in words: no field path.
  await expect(notice).toContainText(/\(Testimonial \d+, permission to publish on file\)/);
  await expect(notice).not.toContainText('testimonials.');
  expect((await state()).published?.id).toBe(baseline.id);

  await fields.getByLabel('Permission to publish on file').check();

  // The preview: /pricing with the draft as typed, before it is saved or published (a testimonial shows
  // once its permission is on file, as it would be published).
  await page.getByRole('button', { name: 'Pricing', exact: true }).click();
  // Look only: inert, so out of reach of clicks, focus and the accessibility tree alike.
  const preview = page.getByTestId('site-preview');
  await expect(preview).toHaveAttribute('aria-label', 'Preview of /pricing with the draft');
  await expect(preview.getByTestId('testimonial')).toContainText('Our follow-ups stopped slipping the first week.');
  await expect(preview.getByTestId('testimonial')).toContainText(name);
  await expect(preview.locator('#blast')).toBeVisible(); // the page itself, its plan cards
  // The draft's images, not yet on the site, shown from what was uploaded.
  await expect(preview.getByRole('img', { name: alt })).toBeVisible();
  await preview.getByRole('img', { name: alt }).scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(preview.locator('img'))).not.toContain(false);
  expect(new URL(page.url()).searchParams.get('preview')).toBe('/pricing');
  expect(await html('/pricing')).not.toContain(name); // nothing published yet

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notice).toContainText(/Published as version \d+\./);
  const published = await state();
  expect(published.published?.content.testimonials.map((testimonial) => testimonial.name)).toContain(name);
  await expect(page.getByTestId('site-versions')).toContainText(`Version ${published.published!.number}`);
  // The pages are rebuilt with it: the page says so, and the HTML of / and /pricing holds it.
  await expect(page.getByTestId('site-build')).toHaveAttribute('data-status', 'done', { timeout: REBUILT_MS });
  await expect(page.getByTestId('site-build')).toContainText(`The pages show version ${published.published!.number}`);
  const shown = published.published!.content;
  expect(shown.screens[0].image).toMatchObject({ contentType: 'image/webp', width: 2200, height: 1100 });
  // A flat grey square is smaller as the PNG it was than as WebP: it goes up as picked.
  expect(shown.testimonials[0].photo).toMatchObject({ contentType: 'image/png', width: 200, height: 200 });
  for (const path of ['/', '/pricing']) {
    const served = await html(path);
    expect(served, path).toContain('Our follow-ups stopped slipping the first week.');
    expect(served, path).toContain(name);
    expect(served, path).toContain('Flipper, Tampa');
    expect(served, path).toMatch(new RegExp(`<img [^>]*alt="${alt}"`));
    expect(served, path).toContain(`src="/site-images/${shown.screens[0].image.path.split('/').pop()}"`);
    expect(served, path).toContain(`src="/site-images/${shown.testimonials[0].photo!.path.split('/').pop()}"`);
  }
  // And a visitor's browser shows it, the app hydrating over the same content.
  const visitor = await context.newPage();
  const visitorErrors = collectErrors(visitor);
  await gotoReady(visitor, '/pricing');
  await expect(visitor.getByTestId('testimonial').filter({ hasText: name })).toContainText('Flipper, Tampa');
  await visitor.getByRole('img', { name: alt }).scrollIntoViewIfNeeded(); // lazy: loaded as it nears the screen
  await expect.poll(() => loaded(visitor.getByTestId('product-screens').locator('img'))).toEqual([true]);
  await visitor.getByTestId('testimonial').filter({ hasText: name }).scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(visitor.getByTestId('testimonial').filter({ hasText: name }).locator('img'))).toEqual([true]);
  expect(visitorErrors).toEqual([]);
  await visitor.close();

  // Nothing left to publish: Publish waits for a change. Each version says what it changed.
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await expect(page.getByTestId('site-to-publish')).toHaveText('Nothing to publish: the pages already show this.');
  await expect(page.getByTestId('site-versions').getByTestId('site-version-changes').first()).toContainText(`added ${name}'s testimonial`);
  // A revert asks first, saying what the pages will lose; dismissed, nothing changes.
  const asked: string[] = [];
  page.once('dialog', (dialog) => void (asked.push(dialog.message()), dialog.dismiss()));
  await page.getByRole('button', { name: `Revert to version ${baseline.number}` }).click();
  await expect.poll(() => asked).toHaveLength(1);
  expect(asked[0]).toContain(`Publish version ${baseline.number} again? The pages change: removed ${name}'s testimonial`);
  expect((await state()).published?.id).toBe(published.published!.id);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Revert to version ${baseline.number}` }).click();
  await expect(notice).toContainText(`Version ${baseline.number} is published again`);
  expect((await state()).published?.content).toEqual(EMPTY_SITE_CONTENT);
  // The draft is the earlier version again: the testimonial is gone from the editor too.
  await expect(page.getByTestId('testimonial-fields')).toHaveCount(0);
  // And from the pages, with its heading: no gap, no placeholder.
  await expect(page.getByTestId('site-build')).toContainText(`The pages show version ${published.published!.number + 1} `, { timeout: REBUILT_MS });
  for (const path of ['/', '/pricing']) {
    const served = await html(path);
    expect(served, path).not.toContain(name);
    expect(served, path).not.toContain('What investors say');
    expect(served, path).not.toContain(alt);
    expect(served, path).not.toContain('/site-images/');
  }
  // The one refusal, and nothing else: the browser logs the API's 400 to the publish without permission.
  expect(errors).toEqual([expect.stringContaining('status of 400')]);
});

test("the owner publishes the company facts on /admin/site: the legal pages, the support link and the nav's Log in show them, the app hydrating over the same", async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await publishEmpty();
  await gotoReady(page, '/admin/site');
  await signIn(page, adminCredentials());
  const facts = page.getByRole('region', { name: 'Company facts' });
  await facts.getByLabel('Company name').fill('Published Holdings LLC');
  await facts.getByLabel('Support email').fill('support@published.example');
  await facts.getByLabel('Legal contact email').fill('legal@published.example');
  await facts.getByLabel('Mailing address').fill('9 Published Road, Example City');
  await facts.getByLabel('Jurisdiction (governing law)').fill('the State of Published');
  await facts.getByLabel('Legal pages effective date').fill('2027-02-03');
  // The API takes an https address only, and names the field.
  await facts.getByLabel('CRM sign-in address (https)').fill('http://crm.published.example/sign-in');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('site-notice')).toContainText('Company facts, CRM sign-in address (https)');
  await expect(page.getByTestId('site-notice')).not.toContainText('facts.');
  await facts.getByLabel('CRM sign-in address (https)').fill('https://crm.published.example/sign-in');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('site-notice')).toContainText(/Published as version \d+\./);
  await expect(page.getByTestId('site-build')).toHaveAttribute('data-status', 'done', { timeout: REBUILT_MS });

  const visitor = await context.newPage();
  const visitorErrors = collectErrors(visitor);
  await gotoReady(visitor, '/terms');
  await expect(visitor.getByTestId('page')).toContainText('Effective date: February 3, 2027');
  await expect(visitor.getByTestId('legal-contact')).toHaveText(
    'Questions about this page: legal@published.example, or by mail to Published Holdings LLC, 9 Published Road, Example City. This page is governed by the laws of the State of Published.',
  );
  await expect(visitor.getByTestId('legal-contact').getByRole('link')).toHaveAttribute('href', 'mailto:legal@published.example');
  await expect(visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', 'https://crm.published.example/sign-in');
  await expect(visitor.getByTestId('footer-log-in')).toHaveAttribute('href', 'https://crm.published.example/sign-in');
  await gotoReady(visitor, '/book-demo');
  await expect(visitor.getByRole('link', { name: 'support@published.example' })).toHaveAttribute('href', 'mailto:support@published.example');
  // The trial's thank-you page: "Explore your dashboard" leads to the published CRM sign-in, at phone and laptop widths.
  for (const viewport of [{ width: 412, height: 915 }, { width: 1366, height: 768 }]) {
    await visitor.setViewportSize(viewport);
    await gotoReady(visitor, '/thank-you-trial');
    const explore = visitor.locator('[data-step="explore"]');
    await expect(explore, `${viewport.width}px`).toContainText('Explore your dashboard');
    await expect(explore.getByRole('link', { name: 'Sign in to your dashboard' }), `${viewport.width}px`).toHaveAttribute('href', 'https://crm.published.example/sign-in');
    await expect(explore.getByRole('link', { name: 'Sign in to your dashboard' }), `${viewport.width}px`).toBeVisible();
  }
  // No hydration mismatch: the app rendered the facts the prerendered HTML holds.
  expect(visitorErrors).toEqual([]);
  await visitor.close();

  // The content file unreadable (asked twice): the page stays as prerendered, with the published
  // facts, and is not hydrated over with the build's placeholders.
  const unread = await context.newPage();
  let asked = 0;
  await unread.route('**/site-content/*.json', (route) => ((asked += 1), route.fulfill({ status: 503, body: '' })));
  const keptPrerendered = unread.waitForEvent('console', { predicate: (message) => message.text().includes('the page stays as it was prerendered'), timeout: 60_000 });
  await unread.goto('/terms');
  await keptPrerendered;
  expect(asked).toBe(2);
  await expect(unread.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(unread.getByTestId('page')).toContainText('Effective date: February 3, 2027');
  await expect(unread.getByTestId('legal-contact')).toContainText('legal@published.example');
  await unread.close();

  // Unpublished, the pages are a fresh install's again.
  const empty = await publishEmpty();
  await rebuilt(empty.number);
  expect(await html('/terms')).toContain('Effective date: [effective date: set VITE_LEGAL_EFFECTIVE_DATE]');
  // No sign-in address, no link: the step stays, as SPEC words it.
  const trial = await html('/thank-you-trial');
  expect(trial).toContain('Explore your dashboard');
  expect(trial).not.toContain('Sign in to your dashboard');
  // The one refusal, and nothing else: the browser logs the API's 400 to the publish with an http address.
  expect(errors).toEqual([expect.stringContaining('status of 400')]);
});

test("the owner's video plays in the page at a click, with the app and without JavaScript, and nothing of the provider loads before", async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  const { video } = FILLED_SITE_CONTENT;
  const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
  await rebuilt((await publishContent(FILLED_SITE_CONTENT)).number);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  try {
    // The app's visitor (hydrated), and one whose browser runs no script.
    const visitors = [
      { visitor: page, visitorContext: context, hydrated: true },
      { visitor: await noScript.newPage(), visitorContext: noScript, hydrated: false },
    ];
    for (const { visitor, visitorContext, hydrated } of visitors) {
      const elsewhere: string[] = [];
      visitorContext.on('request', (request) => new URL(request.url()).hostname !== '127.0.0.1' && elsewhere.push(request.url()));
      // The player, as the provider would answer (nothing leaves 127.0.0.1); any other host is refused.
      await visitorContext.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>The player plays</p>' }));
      await visitorContext.route((url) => url.hostname !== '127.0.0.1' && url.hostname !== 'www.youtube-nocookie.com', (route) => route.abort());
      if (hydrated) await gotoReady(visitor, '/custom-pricing');
      else await visitor.goto('/custom-pricing');
      const slot = visitor.getByTestId('video');
      await slot.scrollIntoViewIfNeeded();
      const frame = visitor.frameLocator('[data-testid="video"] iframe');
      const poster = frame.getByRole('link', { name: `▶ Play: ${video!.title}` });
      await expect(poster).toBeVisible();
      await expect.poll(() => loaded(frame.locator('img'))).toEqual([true]); // the poster, from the site's own copy
      await expect(slot.locator('iframe')).toHaveAttribute('title', video!.title);
      expect(elsewhere, 'requests before the click').toEqual([]);
      await poster.click();
      await expect(frame.getByText('The player plays')).toBeVisible();
      expect(elsewhere).toEqual([player]);
      expect(new URL(visitor.url()).pathname).toBe('/custom-pricing'); // played in the page
    }
  } finally {
    await noScript.close();
    await rebuilt((await publishEmpty()).number);
  }
});

test('with every slot filled, the pages have no WCAG A/AA violation, at phone and desktop widths', async ({ page }) => {
  test.setTimeout(240_000);
  await rebuilt((await publishContent(FILLED_SITE_CONTENT)).number);
  try {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      // The trial's thank-you page has no testimonial, and a link to the published support address in its steps.
      for (const path of ['/', '/pricing', '/custom-pricing', '/wholesaling-crm', '/thank-you-trial']) {
        await gotoReady(page, path);
        await expect(page.getByTestId('announcement')).toBeVisible();
        if (path === '/thank-you-trial') await expect(page.getByRole('link', { name: FILLED_SITE_CONTENT.facts.supportEmail })).toBeVisible();
        else await expect(page.getByTestId('testimonial').first()).toBeVisible();
        expect(await violations(page), `${path} at ${viewport.width}px`).toEqual([]);
      }
    }
  } finally {
    await rebuilt((await publishEmpty()).number);
  }
});

test('leaving /admin/site with unsaved changes asks first, for a link in the app and for closing the tab', async ({ page }) => {
  await publishEmpty();
  await gotoReady(page, '/admin/site');
  await signIn(page, adminCredentials());
  const guarantee = page.getByRole('textbox', { name: 'Guarantee' });
  await guarantee.fill('Half-typed, not saved');
  await expect(page.getByTestId('site-to-publish')).toContainText('guarantee added');
  const asked: string[] = [];
  // Dismissed: the page stays, with what was typed.
  page.once('dialog', (dialog) => void (asked.push(dialog.message()), dialog.dismiss()));
  const away = page.locator('a[href^="/"]:not([href^="/admin/site"])').first();
  await away.click();
  await expect.poll(() => asked).toEqual(['Leave this page? Your changes here are not saved.']);
  expect(new URL(page.url()).pathname).toBe('/admin/site');
  await expect(guarantee).toHaveValue('Half-typed, not saved');
  // Closing the tab asks too (the browser's own question).
  page.once('dialog', (dialog) => void (asked.push(dialog.type()), dialog.dismiss()));
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['Leave this page? Your changes here are not saved.', 'beforeunload']);
});

test('Today opens with what the live site still lacks, each item linked to where it is set, done once set', async ({ page }) => {
  test.setTimeout(90_000);
  await publishEmpty();
  await gotoReady(page, '/admin');
  await signIn(page, adminCredentials());
  const setup = page.getByTestId('setup-list');
  // The test stack: no facts, the Stripe stand-in, no webhook secret of Stripe's, hooks on this machine.
  await expect(setup.locator('summary')).toHaveText('Before the site is live: 6 of 7 still to set');
  await expect(setup.getByTestId('setup-legal-facts')).toHaveAttribute('data-done', 'false');
  await expect(setup.getByTestId('setup-legal-facts')).toContainText('3 pages show a placeholder (/terms, /privacy, /disclaimer)');
  await expect(setup.getByTestId('setup-support-email')).toContainText('/book-demo, /thank-you, /thank-you-trial');
  await expect(setup.getByTestId('setup-stripe-key')).toContainText('local stand-in');
  await expect(setup.getByTestId('setup-ops-hook')).toContainText('OPS_HOOK_URL');
  expect(await violations(page)).toEqual([]);

  // The facts published on /admin/site: their three items turn done, the server's stay open.
  const facts = { company: 'Setup Holdings LLC', supportEmail: 'help@setup.example', legalEmail: 'legal@setup.example', address: '1 Setup Way', jurisdiction: 'Arizona', effectiveDate: '2027-01-01', crmLoginUrl: 'https://crm.setup.example/login' };
  const published = await publishContent({ ...EMPTY_SITE_CONTENT, facts });
  await page.reload();
  await page.keyboard.press('Shift');
  for (const item of ['legal-facts', 'support-email', 'crm-login']) await expect(setup.getByTestId(`setup-${item}`)).toHaveAttribute('data-done', 'true');
  await expect(setup.getByTestId('setup-stripe-key')).toHaveAttribute('data-done', 'false');
  // The test stack signs its webhook events: that secret is set.
  await expect(setup).toContainText('3 of 7 still to set');

  // Each open fact links to where it is set.
  await publishEmpty();
  await rebuilt(published.number + 1);
  await page.reload();
  await page.keyboard.press('Shift');
  await setup.locator('summary').click(); // folded, so that the people to call stay on the first screen
  await setup.getByTestId('setup-support-email').getByRole('link', { name: 'Set it: Company facts on Site' }).click();
  await expect(page).toHaveURL(/\/admin\/site$/);
});

test("the owner sets the example usage volumes on /admin/site: the estimator opens on them and each card's usage line prices them; unpublished, ours again", async ({ page, context }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await publishEmpty();
  await gotoReady(page, '/admin/site');
  await signIn(page, adminCredentials());
  const part = page.getByRole('region', { name: 'Example usage volumes' });
  await part.getByRole('switch', { name: 'Use your own example volumes' }).check();
  const own = { 'call-outbound': 1200, 'call-inbound': 250, sms: 4000, email: 20000, 'conversation-ai': 900, 'voice-ai': 120 } as const;
  for (const { id, label } of USAGE_ESTIMATE_VOLUMES) await part.getByLabel(label, { exact: true }).fill(String(own[id]));
  // A fraction is refused by the API, naming the field in the owner's words.
  await part.getByLabel('Emails', { exact: true }).fill('2.5');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('site-notice')).toContainText('Example usage volumes, emails');
  await part.getByLabel('Emails', { exact: true }).fill(String(own.email));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('site-notice')).toContainText(/Published as version \d+\./);
  await expect(page.getByTestId('site-build')).toHaveAttribute('data-status', 'done', { timeout: REBUILT_MS });
  await expect(page.getByTestId('site-versions').getByTestId('site-version-changes').first()).toContainText('example usage volumes added');

  const visitor = await context.newPage();
  const visitorErrors = collectErrors(visitor);
  await gotoReady(visitor, '/blast-pricing');
  for (const { id, label } of USAGE_ESTIMATE_VOLUMES) await expect(estimator(visitor).getByLabel(label, { exact: true })).toHaveValue(String(own[id]));
  await expectEstimateShown(visitor, own);
  await expect(estimator(visitor)).toContainText('Example volumes are filled in, not yours');
  await gotoReady(visitor, '/pricing');
  for (const planId of USAGE_ESTIMATE_PLAN_IDS) {
    await expect(visitor.locator(`#${planId}`).getByTestId('usage-line')).toContainText(`about ${formatCents(estimateMonth(planId, own).monthCents)} a month with usage at example volumes`);
  }
  // The app rendered the same volumes the prerendered page holds.
  expect(visitorErrors).toEqual([]);

  // Unpublished: the catalogue's example volumes, labelled as ours.
  await rebuilt((await publishEmpty()).number);
  await gotoReady(visitor, '/blast-pricing');
  await expectEstimateShown(visitor, EXAMPLE_USAGE_VOLUMES);
  await expect(estimator(visitor)).toContainText("Example volumes are filled in (a small wholesaler's month), not yours");
  await gotoReady(visitor, '/pricing');
  await expect(visitor.locator('#blast').getByTestId('usage-line')).toContainText(`about ${formatCents(estimateMonth('blast').monthCents)} a month`);
  await visitor.close();
  // The one refusal, and nothing else: the browser logs the API's 400 to the fractional volume.
  expect(errors).toEqual([expect.stringContaining('status of 400')]);
});
