import { describe, expect, it } from 'vitest';
import { captureCampaign, readCampaign } from '../campaign';

/** A Storage of the Web Storage API's shape, backed by a Map (the unit tests run in Node). */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('campaign capture', () => {
  it('saves the campaign parameters present, and only those, under utm_params', () => {
    const storage = memoryStorage();
    captureCampaign('?utm_source=google&utm_medium=cpc&ref=x&utm_term=', storage);
    expect(JSON.parse(storage.items.get('utm_params')!)).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
  });

  it('saves nothing, and keeps what was saved, when no campaign parameter is present', () => {
    const storage = memoryStorage({ utm_params: '{"utm_source":"fb"}' });
    captureCampaign('?page=2', storage);
    expect(storage.items.get('utm_params')).toBe('{"utm_source":"fb"}');
    const empty = memoryStorage();
    captureCampaign('', empty);
    expect(empty.items.size).toBe(0);
  });

  it('replaces the saved campaign with a new one whole', () => {
    const storage = memoryStorage({ utm_params: '{"utm_source":"fb","utm_campaign":"spring"}' });
    captureCampaign('?utm_source=tiktok', storage);
    expect(readCampaign(storage)).toEqual({ utm_source: 'tiktok' });
  });

  it('reads utmParams when utm_params is absent or empty', () => {
    expect(readCampaign(memoryStorage({ utmParams: '{"utm_campaign":"legacy"}' }))).toEqual({ utm_campaign: 'legacy' });
    expect(readCampaign(memoryStorage({ utm_params: '{}', utmParams: '{"utm_term":"x"}' }))).toEqual({ utm_term: 'x' });
  });

  it('treats missing, unreadable or foreign storage as empty', () => {
    expect(readCampaign(undefined)).toEqual({});
    expect(readCampaign(memoryStorage({ utm_params: 'not json' }))).toEqual({});
    expect(readCampaign(memoryStorage({ utm_params: '["utm_source"]' }))).toEqual({});
    expect(readCampaign(memoryStorage({ utm_params: '{"utm_source":7,"evil":"x"}' }))).toEqual({});
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readCampaign(throwing)).toEqual({});
    expect(() => captureCampaign('?utm_source=a', throwing)).not.toThrow();
  });
});
