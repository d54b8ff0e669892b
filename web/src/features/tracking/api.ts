/**
 * SPEC §7's tracking calls. A page view is fire-and-forget (its failures go to the console only);
 * a conversion answers its parsed JSON, and its errors are logged and rethrown.
 */
import { readCampaign } from './campaign';

const postJson = (path: string, body: unknown, keepalive = false) =>
  fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), keepalive });

async function answerOf(res: Response): Promise<Record<string, unknown>> {
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(typeof answer.error === 'string' ? answer.error : `${res.status}: ${res.statusText}`);
  return answer;
}

/** POST /api/analytics/page-view; keepalive lets it finish when the visitor leaves at once. */
export async function trackPageView(page: string, referrer: string): Promise<void> {
  try {
    const answer = await answerOf(await postJson('/api/analytics/page-view', { page, referrer, ...readCampaign() }, true));
    if (answer.duplicate) console.debug('Page view inside the dedup window; not counted again', page);
  } catch (err) {
    console.error('Page view not recorded', err);
  }
}

export type ConversionFields = { conversion_type: string; plan?: string } & Record<string, string | undefined>;

/** POST /api/analytics/conversion with the campaign and source_page. */
export async function trackConversion(fields: ConversionFields): Promise<Record<string, unknown>> {
  try {
    return await answerOf(await postJson('/api/analytics/conversion', { ...fields, ...readCampaign(), source_page: location.pathname }));
  } catch (err) {
    console.error('Conversion not recorded', err);
    throw err;
  }
}
