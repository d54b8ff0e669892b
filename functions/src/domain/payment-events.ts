import { FOUNDERS_SEATS_TOTAL, isPlanId } from '@blast/catalog';
import type Stripe from 'stripe';
import { logs } from '../logs';
import { collections, foundersCounterRef, readTogether } from '../store/collections';
import { Timestamp, db, lostRace } from '../store/db';
import { campaignOf } from './campaign';
import { writeConversion } from './conversions';
import { DomainError } from './errors';
import { clampSeats } from './seats';

type EventOutcome = 'applied' | 'replay' | 'ignored';

/** Every attempt lost its race: refused, so that Stripe delivers the event again. */
class PaymentContentionError extends DomainError {
  readonly status = 503;

  constructor() {
    super('The payment could not be applied for contention; it will be retried');
  }
}

/** How many times a commit that lost a race is tried again before the event is refused (503). */
const MAX_ATTEMPTS = 200;

/**
 * Applies one verified Stripe event, exactly once. Each attempt reads what it depends on, then
 * commits one atomic batch that records the event's id (created: it fails if the id is there)
 * together with all its effects; when it took a seat, the batch is also conditional on the seat
 * counter being unchanged since it was read. A batch that loses a race changes nothing and is
 * tried again on fresh reads: this is a transaction with optimistic concurrency, which keeps its
 * speed when 60 payments compete for one counter (lock-based transactions queue up on it).
 *
 * checkout.session.completed writes the conversion (a purchase, or a trial) and, for the
 * founders rate, takes one seat from counters/founders, never below 0: a founders payment that
 * finds no seat is still recorded, flagged `seatShortfall` for the operator. Expired sessions
 * and ended subscriptions are recorded in paymentEvents. A replay changes nothing.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<EventOutcome> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const outcome = await attemptEvent(event);
      logs.webhookApplied(event.id, event.type, outcome);
      return outcome;
    } catch (err) {
      if (!lostRace(err)) throw err;
      // Lost a race (another delivery of the event, or another seat taken): read again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * attempt)));
    }
  }
  throw new PaymentContentionError();
}

async function attemptEvent(event: Stripe.Event): Promise<EventOutcome> {
  const eventRef = collections.stripeEvents().doc(event.id);
  const record = { type: event.type, created: Timestamp.fromMillis(event.created * 1000), appliedAt: Timestamp.now() };
  const batch = db().batch();

  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const conversionRef = collections.conversions().doc(session.id);
    const metadata = session.metadata ?? {};
    const founders = metadata.foundersRate === 'true';
    const [seen, counted, counter] = await readTogether(eventRef, conversionRef, foundersCounterRef());
    if (seen.exists) return 'replay';
    if (counted.exists) {
      // The same session under another event id: counted already.
      await batch.create(eventRef, { ...record, sessionId: session.id, duplicateOfSession: true }).commit();
      return 'replay';
    }
    let seatShortfall = false;
    if (founders) {
      const seatsLeft = counter.exists ? clampSeats(counter.data()?.seatsLeft) : FOUNDERS_SEATS_TOTAL;
      if (seatsLeft <= 0) seatShortfall = true;
      else if (counter.exists) batch.update(foundersCounterRef(), { seatsLeft: seatsLeft - 1 }, { lastUpdateTime: counter.updateTime! });
      else batch.create(foundersCounterRef(), { seatsLeft: seatsLeft - 1 });
    }
    writeConversion(batch, session.id, {
      conversionType: metadata.trial === 'true' ? 'trial' : 'purchase',
      plan: isPlanId(metadata.plan) ? metadata.plan : 'unknown',
      sourcePage: metadata.source_page?.startsWith('/') ? metadata.source_page : '/checkout',
      campaign: campaignOf(metadata),
      name: session.customer_details?.name ?? metadata.name,
      email: (session.customer_details?.email ?? session.customer_email ?? undefined)?.toLowerCase(),
      amountCents: session.amount_total ?? 0,
      foundersRate: founders,
      extra: {
        sessionId: session.id,
        eventId: event.id,
        setup: metadata.setup === 'true',
        setupFee: Number(metadata.setup_fee ?? 0),
        currency: session.currency ?? 'usd',
        ...(typeof session.subscription === 'string' && { subscriptionId: session.subscription }),
        ...(seatShortfall && { seatShortfall: true }),
      },
    });
    batch.create(eventRef, { ...record, sessionId: session.id, ...(seatShortfall && { seatShortfall: true }) });
    await batch.commit();
    if (seatShortfall) logs.foundersSeatShortfall(event.id, session.id);
    return 'applied';
  }

  if ((await eventRef.get()).exists) return 'replay';
  if (event.type === 'checkout.session.expired' || event.type === 'customer.subscription.deleted') {
    const object = event.data.object as { id: string; metadata?: Record<string, string> | null; customer_email?: string | null; customer?: unknown };
    batch.create(collections.paymentEvents().doc(event.id), {
      ...record,
      objectId: object.id,
      plan: object.metadata?.plan ?? 'unknown',
      ...(object.customer_email && { email: object.customer_email }),
      ...(typeof object.customer === 'string' && { customer: object.customer }),
    });
    await batch.create(eventRef, record).commit();
    return 'applied';
  }
  await batch.create(eventRef, { ...record, ignored: true }).commit();
  return 'ignored';
}
