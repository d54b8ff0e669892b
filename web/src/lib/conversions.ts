/**
 * SPEC §7's conversion call, which several features and pages make (a lead, a demo interest): it
 * answers its parsed JSON, and its errors are logged and rethrown.
 */
import { TRACK_CONVERSION, type Campaign, type CampaignKey, type ConversionAnswer, type ConversionBody } from '@blast/catalog';
import { postJson } from './api-client';
import { readCampaign } from './campaign';

/** What the caller tells of a conversion; the page and the campaign come from its context. */
export type ConversionFields = Omit<ConversionBody, 'source_page' | CampaignKey>;

/** Where a conversion comes from; the visitor's stored campaign and the current page unless given. */
export interface ConversionContext {
  campaign?: Campaign;
  page?: string;
}

/** POST /api/analytics/conversion with the campaign and source_page. */
export async function trackConversion(fields: ConversionFields, { campaign, page }: ConversionContext = {}): Promise<ConversionAnswer> {
  try {
    const body: ConversionBody = { ...fields, ...(campaign ?? readCampaign()), source_page: page ?? location.pathname };
    return await postJson<ConversionAnswer>(TRACK_CONVERSION.path, body);
  } catch (err) {
    console.error('Conversion not recorded', err);
    throw err;
  }
}
