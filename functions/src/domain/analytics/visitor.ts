import { createHash, randomBytes } from 'node:crypto';
import { collections } from '../../store/collections';
import { FIRESTORE_CODES, Timestamp } from '../../store/db';

/** The UTC day of a moment, `YYYY-MM-DD`: the unit of salts and rollups. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function sha256(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

const salts = new Map<string, Promise<string>>();

/** How many daily salts this instance holds (the debug panel's memory figure). */
export const saltCacheSize = () => salts.size;

/**
 * The day's salt, created once for all instances (create-if-absent) and cached here. The days
 * before yesterday are deleted when a new day's salt is made: a visitor can not be followed
 * from one day to the next, as in Plausible.
 */
function dailySalt(day: string): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    salt = loadOrCreateSalt(day);
    salts.set(day, salt);
    salt.catch(() => salts.delete(day));
    // What goes is older than the real yesterday: a day a test pins (X-Test-Now, in the emulator) never evicts today's.
    const yesterday = dayOf(Date.now() - 86_400_000);
    for (const cached of salts.keys()) if (cached < yesterday) salts.delete(cached);
  }
  return salt;
}

async function loadOrCreateSalt(day: string): Promise<string> {
  const ref = collections.visitorSalts().doc(day);
  const fresh = randomBytes(32).toString('hex');
  try {
    await ref.create({ salt: fresh, createdAt: Timestamp.now() });
    // Only the real day's salt clears the older ones: a pinned later day must not delete today's,
    // or instances that load it afresh would hash the same address with another salt (split rate limits).
    if (day === dayOf(Date.now())) await deleteSaltsBefore(day);
    return fresh;
  } catch (err) {
    if ((err as { code?: number }).code !== FIRESTORE_CODES.alreadyExists) throw err;
    const snapshot = await ref.get();
    return snapshot.data()?.salt ?? '';
  }
}

async function deleteSaltsBefore(day: string): Promise<void> {
  const yesterday = dayOf(Date.parse(day) - 86_400_000);
  const saltDocs = collections.visitorSalts();
  const old = await saltDocs.where('__name__', '<', saltDocs.doc(yesterday)).limit(50).get();
  await Promise.all(old.docs.map((doc) => doc.ref.delete()));
}

/** Who is asking, as the front end saw them. */
export interface Client {
  ip: string;
  userAgent: string;
}

/** A visitor without cookies: hash(daily salt, IP, User-Agent). Nothing of the three is stored. */
export async function visitorHash({ ip, userAgent }: Client, now = Date.now()): Promise<string> {
  const salt = await dailySalt(dayOf(now));
  return sha256(salt, ip, userAgent);
}

/**
 * The client's address alone, hashed with the day's salt: what the rate limits count by. A bot
 * that changes its User-Agent keeps its address, and so its bucket.
 */
export async function addressKey({ ip }: Client, now = Date.now()): Promise<string> {
  const salt = await dailySalt(dayOf(now));
  return sha256(salt, 'address', ip);
}

/**
 * A buyer's email (trimmed, lower-case), hashed with the day's salt: what one open founders hold
 * per buyer is counted by (money/hold-claims.ts), with no email stored beside it.
 */
export async function emailKey(email: string, now = Date.now()): Promise<string> {
  const salt = await dailySalt(dayOf(now));
  return sha256(salt, 'email', email.trim().toLowerCase());
}
