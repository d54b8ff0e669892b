/**
 * "No marketing" per email (docs/privacy.md, "Objecting to marketing"): an email that objected gets
 * no abandoned-checkout recovery link and no lead re-delivery from then on. Kept under the email's
 * hash only, and kept through an erasure, so that the objection holds if the person comes back.
 */
import { collections } from '../../store/collections';
import type { Transaction } from '../../store/db';
import { personHash } from './person-records';

export const objectionRef = (email: string) => collections.marketingObjections().doc(personHash(email));

/** Whether this email asked for no marketing (false for none). */
export async function objectsToMarketing(email: string | undefined, tx?: Transaction): Promise<boolean> {
  if (!email) return false;
  const ref = objectionRef(email);
  return (tx ? await tx.get(ref) : await ref.get()).exists;
}
