/** SPEC §7's page view: fire-and-forget, its failures go to the console only. */
import { postJson } from '../../../lib/api-client';
import { readCampaign } from '../../../lib/campaign';

/** POST /api/analytics/page-view; keepalive lets it finish when the visitor leaves at once. */
export async function trackPageView(page: string, referrer: string): Promise<void> {
  try {
    const answer = await postJson<{ duplicate?: unknown }>('/api/analytics/page-view', { page, referrer, ...readCampaign() }, { keepalive: true });
    if (answer.duplicate) console.debug('Page view inside the dedup window; not counted again', page);
  } catch (err) {
    console.error('Page view not recorded', err);
  }
}
