import { CAPTURE_LEAD, SITE_PAGES, type LeadBody } from '@blast/catalog';
import { SITE_URL } from '../stack/local-stack';

/** A phone's browser: a lead sent with a tool's User-Agent is marked a crawler's, and Today leaves it out. */
const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Three leads with a phone, new now, through the API as a visitor's browser sends them: rows for Today. `tag` marks their emails. */
export async function postTodayLeads(tag: string): Promise<void> {
  const at = Date.now().toString(36);
  for (let i = 1; i <= 3; i += 1) {
    const lead: LeadBody = { name: `Sample Lead ${i}`, email: `${tag}-${at}-${i}@example.com`, phone: `+1 512 555 01${10 + i}`, plan: 'blast', intent: `${tag}-sample`, source: SITE_PAGES.FreeBirdDogSnapshot.path };
    const res = await fetch(`${SITE_URL}${CAPTURE_LEAD.path}`, { method: CAPTURE_LEAD.method, headers: { 'content-type': 'application/json', 'user-agent': PHONE_BROWSER }, body: JSON.stringify(lead) });
    if (!res.ok) throw new Error(`POST ${CAPTURE_LEAD.path}: ${res.status} ${await res.text()}`);
  }
}
