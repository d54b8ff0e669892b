import { onSchedule } from 'firebase-functions/v2/scheduler';
import { dayOfMs } from '@blast/catalog';
import { logs } from '../logs';
import { rebuildAfterLastDays } from '../domain/site/site-content';

/**
 * The pages go by the day they were built: just after each midnight UTC, a promo or announcement
 * whose last day has ended while the pages still show it asks for the rebuild that leaves it out
 * (the checkout stops selling the promo on the day itself: money/checkout.ts).
 */
export const rebuildSiteAfterLastDays = onSchedule({ schedule: '5 0 * * *', timeZone: 'UTC', region: 'us-central1', timeoutSeconds: 60 }, async () => {
  const build = await rebuildAfterLastDays(dayOfMs(Date.now()));
  if (build) logs.siteRebuiltAfterLastDay(build.version, build.status);
});
