/**
 * The Checkout Session's metadata, in one codec: what the checkout writes on a session and its
 * subscription (encodeSessionMetadata), and what every payment event reads back of it
 * (decodeSessionMetadata). Stripe keeps metadata as strings; everywhere else it is typed.
 */
import { CAMPAIGN_KEYS, isPlanId, type Campaign, type PlanId } from '@blast/catalog';
import { logs } from '../../logs';

/** What the checkout tells Stripe to keep of a purchase. */
export interface SessionMetadata {
  plan: PlanId;
  foundersRate: boolean;
  includeSetup: boolean;
  setupFeeCents: number;
  /** The promo: the done-for-you setup included with its fee waived (`setup_waived`, written only when true). */
  setupWaived: boolean;
  trial: boolean;
  name: string;
  /** The page the checkout was started from (its cancel goes back there). */
  sourcePage: string;
  phone?: string;
  campaign: Campaign;
  /** The founders seat the session holds (seat-holds.ts). */
  seatHold?: string;
  /**
   * The visit that opened the checkout: the visitor's daily hash (analytics/visitor.ts) and when
   * (ms). The paid session counts as that visitor's purchase on the day it opened (analytics/visitor-marks.ts).
   */
  visit?: SessionVisit;
}

export interface SessionVisit {
  visitor: string;
  openedAt: number;
}

/**
 * What an event's metadata tells: a session made elsewhere (the Stripe dashboard), or before a
 * field existed, lacks some; a missing flag is false, a missing setup fee 0, a missing campaign empty.
 */
export type ReadMetadata = Partial<Pick<SessionMetadata, 'plan' | 'name' | 'sourcePage' | 'phone' | 'seatHold' | 'visit'>> &
  Pick<SessionMetadata, 'foundersRate' | 'includeSetup' | 'setupFeeCents' | 'setupWaived' | 'trial' | 'campaign'>;

/**
 * The mark of this site on every session and subscription it makes: the Stripe account may be
 * shared with other products (PRODUCT.md, "Only this site's money"), and an object without it is
 * not ours to count.
 */
export const SITE_MARK = { key: 'site', value: 'blast-crm' } as const;

/** True when metadata carries this site's mark. */
export const hasSiteMark = (metadata: Record<string, string> | null | undefined): boolean => metadata?.[SITE_MARK.key] === SITE_MARK.value;

/** Where metadata was read: the Stripe event that carried it, or the session the order page asked Stripe for. */
export type MetadataSource = { eventId: string } | { sessionId: string };

/**
 * Stripe's limits on metadata: 50 keys, keys of 40 characters, values of 500. Every value the
 * checkout puts there is bounded below them by the API's fields (SOURCE_PAGE_MAX, the campaign's
 * CAMPAIGN_VALUE_MAX, the name's 200); the visitor is 64 hex digits, its moment 13 digits.
 */
export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

/** The campaign's values that are there, in CAMPAIGN_KEYS' order. */
const campaignEntries = (campaign: Partial<Record<string, string>>) => CAMPAIGN_KEYS.flatMap((key) => (campaign[key] ? [[key, campaign[key]] as const] : []));

export function encodeSessionMetadata(metadata: SessionMetadata): Record<string, string> {
  return {
    [SITE_MARK.key]: SITE_MARK.value,
    plan: metadata.plan,
    foundersRate: String(metadata.foundersRate),
    setup: String(metadata.includeSetup),
    setup_fee: String(metadata.setupFeeCents),
    ...(metadata.setupWaived && { setup_waived: 'true' }),
    trial: String(metadata.trial),
    name: metadata.name,
    source_page: metadata.sourcePage,
    ...(metadata.phone !== undefined && { phone: metadata.phone }),
    ...Object.fromEntries(campaignEntries(metadata.campaign)),
    ...(metadata.seatHold !== undefined && { seat_hold: metadata.seatHold }),
    ...(metadata.visit !== undefined && { visitor: metadata.visit.visitor, opened_at: String(metadata.visit.openedAt) }),
  };
}

const flag = (value: string) => (value === 'true' ? true : value === 'false' ? false : undefined);
const cents = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : undefined);
const plan = (value: string) => (isPlanId(value) ? value : undefined);
const sitePath = (value: string) => (value.startsWith('/') ? value : undefined);
const text = (value: string) => value;
const visitorHash = (value: string) => (/^[0-9a-f]{64}$/.test(value) ? value : undefined);
const moment = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : undefined);

/**
 * The metadata of a session or subscription, typed. A value that does not parse (a plan not in
 * the catalogue, a flag neither true nor false, ...) is read as absent, and logged once, naming
 * where it was read.
 */
export function decodeSessionMetadata(metadata: Record<string, string> | null | undefined, source: MetadataSource): ReadMetadata {
  const raw = metadata ?? {};
  const unreadable: Record<string, string> = {};
  const read = <T>(key: string, parse: (value: string) => T | undefined): T | undefined => {
    const value = raw[key];
    if (value === undefined || value === '') return undefined;
    const parsed = parse(value);
    if (parsed === undefined) unreadable[key] = value;
    return parsed;
  };
  const decoded: ReadMetadata = {
    plan: read('plan', plan),
    foundersRate: read('foundersRate', flag) ?? false,
    includeSetup: read('setup', flag) ?? false,
    setupFeeCents: read('setup_fee', cents) ?? 0,
    setupWaived: read('setup_waived', flag) ?? false,
    trial: read('trial', flag) ?? false,
    name: read('name', text),
    sourcePage: read('source_page', sitePath),
    phone: read('phone', text),
    campaign: Object.fromEntries(campaignEntries(raw)),
    seatHold: read('seat_hold', text),
    visit: visitOf(read('visitor', visitorHash), read('opened_at', moment)),
  };
  if (Object.keys(unreadable).length > 0) logs.sessionMetadataUnreadable(source, unreadable);
  return Object.fromEntries(Object.entries(decoded).filter(([, value]) => value !== undefined)) as ReadMetadata;
}

/** A visit is read whole or not at all. */
const visitOf = (visitor: string | undefined, openedAt: number | undefined): SessionVisit | undefined => (visitor !== undefined && openedAt !== undefined ? { visitor, openedAt } : undefined);
