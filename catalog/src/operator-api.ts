/** The shapes the operator API answers with, shared by the functions that build them and the dashboard that reads them. */

export type ForwardStatus = 'pending' | 'delivered' | 'failed';

/** A lead as the operator's table shows it: never the visitor hash. */
export interface LeadRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  plan: string;
  intent: string;
  source: string;
  /** The campaign parameters the lead came with (utm_source, ...). */
  utm: Record<string, string>;
  forward: { hook: string; status: ForwardStatus; attempts: number; lastError: string | null; deliveredAt: string | null; nextAttemptAt: string | null };
}

export interface LeadsPage {
  leads: LeadRow[];
  total: number;
  nextCursor: string | null;
}
