/**
 * SPEC §7's conversion call, which several features and pages make (a lead, a demo interest): it
 * answers its parsed JSON, and its errors are logged and rethrown.
 */
import { TRACK_CONVERSION, type Campaign } from '@blast/catalog';
import { postJson } from './api-client';
import { readCampaign } from './campaign';

export type ConversionFields = { conversion_type: string; plan?: string } & Record<string, string | undefined>;

/** Where a conversion comes from; the visitor's stored campaign and the current page unless given. */
export interface ConversionContext {
  campaign?: Campaign;
  page?: string;
}

/** POST /api/analytics/conversion with the campaign and source_page. */
export async function trackConversion(fields: ConversionFields, { campaign, page }: ConversionContext = {}): Promise<Record<string, unknown>> {
  try {
    return await postJson<Record<string, unknown>>(TRACK_CONVERSION.path, { ...fields, ...(campaign ?? readCampaign()), source_page: page ?? location.pathname });
  } catch (err) {
    console.error('Conversion not recorded', err);
    throw err;
  }
}
