// /admin/site in the browser: the owner writes a testimonial, is told it needs permission on file
// before it can be published, publishes it, and brings back the version before.
import { EMPTY_SITE_CONTENT, type SiteContentState, type SitePublished } from '@blast/catalog';
import { adminCredentials } from '../scripts/seed';
import { asAdmin } from '../test/support/admin';
import { collectErrors, expect, gotoReady, signIn, test } from './fixtures';

const state = async (): Promise<SiteContentState> => (await asAdmin('/api/admin/site')).json();
const post = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await asAdmin(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.ok, await res.clone().text()).toBe(true);
  return res.json();
};

/** A known starting point: the empty content, published. */
async function publishEmpty(): Promise<SitePublished> {
  await post('/api/admin/site/draft', { content: EMPTY_SITE_CONTENT, revision: (await state()).draft.revision });
  return post('/api/admin/site/publish', { revision: (await state()).draft.revision });
}

test('the owner publishes a testimonial once its permission is on file, and can revert to the version before', async ({ page }) => {
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

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const notice = page.getByTestId('site-notice');
  await expect(notice).toContainText(`The testimonial of ${name} has no permission to publish on file`);
  await expect(notice).toContainText(/testimonials\.\d+\.permission/);
  expect((await state()).published?.id).toBe(baseline.id);

  await fields.getByLabel('Permission to publish on file').check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notice).toContainText(/Published as version \d+\./);
  const published = await state();
  expect(published.published?.content.testimonials.map((testimonial) => testimonial.name)).toContain(name);
  await expect(page.getByTestId('site-versions')).toContainText(`Version ${published.published!.number}`);

  await page.getByRole('button', { name: `Revert to version ${baseline.number}` }).click();
  await expect(notice).toContainText(`Version ${baseline.number} is published again`);
  expect((await state()).published?.content).toEqual(EMPTY_SITE_CONTENT);
  // The draft is the earlier version again: the testimonial is gone from the editor too.
  await expect(page.getByTestId('testimonial-fields')).toHaveCount(0);
  // The one refusal, and nothing else: the browser logs the API's 400 to the publish without permission.
  expect(errors).toEqual([expect.stringContaining('status of 400')]);
});
