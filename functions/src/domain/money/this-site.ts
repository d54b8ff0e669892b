/**
 * Whether a Stripe object is this site's (PRODUCT.md, "Only this site's money"): the account may
 * be shared with another product, so only what carries this site's mark, in the mode of the key
 * the site runs with and on its own account, changes a figure or a seat. The webhook and the
 * order page ask the same question here.
 */
import type Stripe from 'stripe';
import { collections } from '../../store/collections';
import { paymentsMode } from '../../stripe/client';
import { hasSiteMark } from './session-metadata';

/** Where a Stripe object came from, as the webhook event or the retrieved object tells. */
export interface StripeOrigin {
  livemode: boolean;
  /** Set on events of a connected account: never this site's own. */
  account?: string | null;
}

/** Why something with this origin is not this site's (another mode, another account), or undefined. */
export function foreignOrigin({ livemode, account }: StripeOrigin): string | undefined {
  const live = paymentsMode() === 'live';
  if (livemode !== live) return livemode ? 'a live-mode object, and the site runs in test mode' : 'a test-mode object, and the site runs live';
  if (account) return `an object of another account (${account})`;
  return undefined;
}

/** Why this metadata is not of this site's making, or undefined when it carries the site's mark. */
export const foreignMetadata = (metadata: Record<string, string> | null | undefined): string | undefined =>
  hasSiteMark(metadata) ? undefined : 'not made by this site (no site mark in its metadata)';

/**
 * The metadata that says who made an event's object: a session's and a subscription's own, an
 * invoice's subscription's. Null for objects that carry none of ours (a charge, an invoice
 * payment): their handlers apply them only to a purchase of this site.
 */
function metadataOfEvent(event: Stripe.Event): Record<string, string> | null | undefined {
  const object = event.data.object as { object?: string; metadata?: Record<string, string> | null };
  switch (object.object) {
    case 'checkout.session':
    case 'subscription':
      return object.metadata ?? {};
    case 'invoice': {
      const invoice = object as Stripe.Invoice & { subscription_details?: { metadata?: Record<string, string> | null } };
      // An endpoint on an API version before 2025-03-31.basil sends it at the top.
      return invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata ?? {};
    }
    default:
      return null;
  }
}

/**
 * Why a verified event is not this site's to apply, or undefined when it is (or its handler
 * decides). An invoice sent by an endpoint on an API version older than its metadata names only
 * its subscription: it is ours when that subscription is (recorded from a session of ours).
 */
export async function foreignEvent(event: Stripe.Event): Promise<string | undefined> {
  const origin = foreignOrigin(event);
  if (origin) return origin;
  const metadata = metadataOfEvent(event);
  const foreign = metadata === null ? undefined : foreignMetadata(metadata);
  if (!foreign || event.data.object.object !== 'invoice') return foreign;
  const legacy = (event.data.object as { subscription?: string | { id: string } | null }).subscription;
  const subscriptionId = typeof legacy === 'string' ? legacy : legacy?.id;
  return subscriptionId && (await collections.subscriptions().doc(subscriptionId).get()).exists ? undefined : foreign;
}
