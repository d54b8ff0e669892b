/**
 * The customers and the abandoned checkouts as CSV an owner opens (docs/privacy.md, "CSV
 * exports"): the same quoting and formula neutralising as the leads' CSV (leads/lead-admin.ts),
 * times in the owner's time zone with their offset.
 */
import { collections } from '../../store/collections';
import { csvOf, zonedCell } from '../leads/lead-admin';
import { abandonedRowOf, listCustomers } from '../money/customers';

/** At most this many rows in one export. */
const CSV_MAX = 50_000;
const PAGE = 100;

const CUSTOMER_COLUMNS = ['subscriptionId', 'customerId', 'name', 'email', 'plan', 'foundersRate', 'state', 'since', 'mrrCents', 'monthlyCents', 'next', 'nextIs', 'pastDueSince'] as const;

/** Every subscription, most recently changed first, with its buyer. */
export async function customersCsv(timeZone: string): Promise<string> {
  const rows: (string | number | boolean | null)[][] = [];
  let after: string | undefined;
  while (rows.length < CSV_MAX) {
    const { customers, nextCursor } = await listCustomers(PAGE, after);
    for (const row of customers) {
      rows.push([
        row.subscriptionId, row.customerId, row.name, row.email, row.plan, row.foundersRate, row.state, zonedCell(row.since, timeZone),
        row.mrrCents, row.monthlyCents, zonedCell(row.next?.date ?? null, timeZone), row.next?.is ?? '', zonedCell(row.pastDueSince, timeZone),
      ]);
    }
    if (!nextCursor) break;
    after = nextCursor;
  }
  return csvOf(CUSTOMER_COLUMNS, rows);
}

const ABANDONED_COLUMNS = ['sessionId', 'abandonedAt', 'name', 'email', 'phone', 'plan', 'foundersRate', 'trial', 'amountCents', 'seatReturned', 'recoveryUrl'] as const;

/** Every abandoned checkout, newest first. */
export async function abandonedCheckoutsCsv(timeZone: string): Promise<string> {
  const snapshot = await collections.abandonedCheckouts().orderBy('abandonedAt', 'desc').limit(CSV_MAX).get();
  const rows = snapshot.docs.map((doc) => {
    const row = abandonedRowOf(doc);
    return [row.sessionId, zonedCell(row.abandonedAt, timeZone), row.name, row.email, row.phone, row.plan, row.foundersRate, row.trial, row.amountCents, row.seatReturned, row.recoveryUrl];
  });
  return csvOf(ABANDONED_COLUMNS, rows);
}
