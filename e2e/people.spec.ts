// /admin/people in the browser (docs/privacy.md): the owner finds everything stored about one
// email, downloads it as JSON, and erases it (confirmed by typing the email), on a laptop and on
// a phone, with no accessibility violation and nothing overflowing.
import { readFile } from 'node:fs/promises';
import type { PersonData } from '@blast/catalog';
import { adminCredentials } from '../test/support/seed';
import { apply, checkoutMetadata, eventOf, marker } from '../test/support/payments';
import { asVisitor, postJson } from '../test/support/stack';
import { checkoutSession } from '../test/support/stripe-standin';
import { violations } from './axe';
import { overflowsIn } from './overflow';
import { collectErrors, expect, gotoReady, signIn, test } from './fixtures';

const WIDTHS = [
  { name: 'a laptop', viewport: { width: 1366, height: 768 } },
  { name: 'a phone', viewport: { width: 412, height: 915 } },
];

for (const { name, viewport } of WIDTHS) {
  test(`on ${name}, the owner finds a person, exports their data and erases it`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const campaign = marker();
    const email = `pat-${campaign}@example.com`;
    expect((await postJson('/api/leads', { name: 'Pat Person', email, phone: '+1 512 555 0142', intent: 'blast-optin', source: '/pricing' }, asVisitor())).status).toBe(201);
    const session = checkoutSession({ mode: 'subscription', amountTotal: 19700, customerEmail: email, metadata: checkoutMetadata(campaign, { name: 'Pat Person' }) });
    Object.assign(session, { status: 'expired' });
    await apply(eventOf('checkout.session.expired', session));

    await page.setViewportSize(viewport);
    await gotoReady(page, '/admin/people');
    await signIn(page, adminCredentials());
    await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
    await page.getByLabel('Email or phone').fill(email);
    await page.getByLabel('Email or phone').press('Enter');
    const person = page.getByTestId('person');
    // The first search may wake a cold worker of the API on a busy machine.
    await expect(person.getByRole('region', { name: 'Leads' })).toContainText('Pat Person', { timeout: 30_000 });
    await expect(person.getByRole('region', { name: 'Abandoned checkouts' })).toContainText(email);
    await expect(person).toContainText('Page views are anonymous');
    expect(await violations(page)).toEqual([]);
    expect(await page.locator('main').evaluate(overflowsIn)).toEqual([]);

    const download = page.waitForEvent('download');
    await person.getByRole('button', { name: 'Export JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^blast-person-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as PersonData;
    expect(exported.records.leads).toHaveLength(1);
    expect(exported.records.abandonedCheckouts).toHaveLength(1);

    await person.getByRole('button', { name: 'Erase' }).click();
    const erase = person.getByRole('button', { name: 'Erase everything' });
    await expect(erase).toBeDisabled();
    await person.getByLabel('Type the email to confirm').fill(email);
    await erase.click();
    await expect(page.getByTestId('erased')).toContainText("does not delete Stripe's own copy");
    await expect(page.getByTestId('request-log')).toContainText('erase');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
