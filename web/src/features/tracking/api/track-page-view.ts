/** SPEC §7's page view: fire-and-forget, its failures go to the console only. */
import { TRACK_PAGE_VIEW, type PageViewAnswer, type PageViewBody } from '@blast/catalog';
import { postJson } from '../../../lib/api-client';
import { readCampaign } from '../../../lib/campaign';
import { nextTask } from '../../../page/schedule';

/**
 * POST /api/analytics/page-view; keepalive lets it finish when the visitor leaves at once. A view
 * inside the dedup window answers `duplicate` (the API logs it): nothing for the page to do.
 */
export async function trackPageView(page: string, referrer: string): Promise<void> {
  try {
    const body: PageViewBody = { page, referrer, ...readCampaign() };
    // The page's first read of storage and its first request each hold the main thread a moment
    // (the browser loads the storage, then sets the request up): a task each.
    await nextTask();
    await postJson<PageViewAnswer>(TRACK_PAGE_VIEW.path, body, { keepalive: true });
  } catch (err) {
    console.error('Page view not recorded', err);
  }
}
