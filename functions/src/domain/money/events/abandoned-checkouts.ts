/**
 * A checkout that expired unpaid is a follow-up for the owner (PRODUCT.md, "Abandoned checkouts"):
 * recorded in abandonedCheckouts, keyed by its session, and told to the CRM as a
 * `checkout-abandoned` customer event, both in the expiry event's one commit. Stripe's recovery
 * link travels only where the buyer agreed to promotional emails on Stripe's page, as Stripe
 * requires for cart-abandonment emails.
 */
import type Stripe from 'stripe';
import { collections } from '../../../store/collections';
import type { DocumentSnapshot } from '../../../store/db';
import type { AbandonedCheckoutDocument } from '../../../store/documents';
import { buyerCampaign, campaignOfMetadata } from '../revenue/revenue-ledger';
import { catalogueMonthlyCents } from '../revenue/revenue-rules';
import type { ReadMetadata } from '../session-metadata';
import { buyerOfMetadata, planOfMetadata, tellCustomer } from './customer-news';
import type { EventCommit } from './event-commit';

type Session = Stripe.Checkout.Session;

export const abandonedCheckoutOf = (sessionId: string) => collections.abandonedCheckouts().doc(sessionId).get();

/** The link that reopens an expired session, when Stripe made one and the buyer opted in to follow-up emails. */
export function recoveryUrlOf(session: Session): string | undefined {
  const url = session.after_expiration?.recovery?.url;
  return url && session.consent?.promotions === 'opt_in' ? url : undefined;
}

/** The buyer's email of an expired session, lowercased, when Stripe has one. */
export const abandonedEmailOf = (session: Session): string | undefined => (session.customer_details?.email ?? session.customer_email ?? undefined)?.toLowerCase();

/**
 * Adds the abandoned checkout and its customer event to the expiry's commit. The record is created
 * (its session's id is taken once), so the same expiry under another event id cannot pass; the
 * caller answers that as a replay from the snapshot it read.
 */
export function recordAbandonment(commit: EventCommit, snapshot: DocumentSnapshot<AbandonedCheckoutDocument>, session: Session, metadata: ReadMetadata, seatReturned: boolean, noMarketing = false): void {
  const email = abandonedEmailOf(session);
  const name = session.customer_details?.name ?? metadata.name;
  // An email that asked for no marketing gets no recovery link (docs/privacy.md).
  const recoveryUrl = noMarketing ? undefined : recoveryUrlOf(session);
  const plan = planOfMetadata(metadata);
  const campaign = campaignOfMetadata(metadata);
  commit.batch.create(snapshot.ref, {
    sessionId: session.id,
    plan,
    foundersRate: metadata.foundersRate,
    trial: metadata.trial,
    amountCents: session.amount_total ?? 0,
    ...(email && { email }),
    ...(name && { name }),
    ...(metadata.phone && { phone: metadata.phone }),
    seatReturned,
    ...(recoveryUrl && { recoveryUrl }),
    ...buyerCampaign(campaign),
    abandonedAt: commit.at,
    eventId: commit.event.id,
  });
  tellCustomer(commit, {
    kind: 'checkout-abandoned',
    buyer: buyerOfMetadata({ ...metadata, ...(name && { name }) }, email),
    plan,
    amountCents: session.amount_total ?? 0,
    ...(session.mode === 'subscription' && { monthlyCents: catalogueMonthlyCents(plan, metadata.foundersRate) }),
    nextDate: null,
    sessionId: session.id,
    ...(recoveryUrl && { recoveryUrl }),
  });
}
