import { describe, expect, it } from 'vitest';
import { csvZoneQuery, erasePersonInput, findPersonInput, zonedTime } from '../api/admin/people';

describe('times in the owner’s time zone', () => {
  it('writes the wall time with its offset, summer and winter, and UTC as +00:00', () => {
    const winter = Date.parse('2026-01-15T12:34:56.789Z');
    const summer = Date.parse('2026-07-15T12:34:56.789Z');
    expect(zonedTime(winter, 'Europe/Berlin')).toBe('2026-01-15T13:34:56+01:00');
    expect(zonedTime(summer, 'Europe/Berlin')).toBe('2026-07-15T14:34:56+02:00');
    expect(zonedTime(winter, 'America/New_York')).toBe('2026-01-15T07:34:56-05:00');
    expect(zonedTime(winter, 'Asia/Kolkata')).toBe('2026-01-15T18:04:56+05:30');
    expect(zonedTime(winter, 'UTC')).toBe('2026-01-15T12:34:56+00:00');
    // Midnight stays on its own day (no "24:00").
    expect(zonedTime(Date.parse('2026-01-15T23:00:00Z'), 'Europe/Berlin')).toBe('2026-01-16T00:00:00+01:00');
  });

  it('takes a known IANA zone, UTC when none, and refuses anything else naming tz', () => {
    expect(csvZoneQuery.parse({})).toEqual({ tz: 'UTC' });
    expect(csvZoneQuery.parse({ tz: 'Europe/Berlin' })).toEqual({ tz: 'Europe/Berlin' });
    for (const tz of ['Mars/Olympus', '', 'x'.repeat(65)]) expect(csvZoneQuery.safeParse({ tz }).error?.issues[0].path, tz).toEqual(['tz']);
  });
});

describe('the requests about a person', () => {
  it('finds by a lowercased email or by a phone, one of the two', () => {
    expect(findPersonInput.parse({ email: ' Ann@Example.COM ' })).toEqual({ email: 'ann@example.com' });
    expect(findPersonInput.parse({ phone: ' +1 512 555 0100 ' })).toEqual({ phone: '+1 512 555 0100' });
    expect(findPersonInput.safeParse({}).success).toBe(false);
    expect(findPersonInput.safeParse({ email: 'a@b.co', phone: '123' }).success).toBe(false);
  });

  it('erases only when the email is typed again, in any case', () => {
    expect(erasePersonInput.safeParse({ email: 'ann@example.com', confirm: 'ANN@example.com' }).success).toBe(true);
    expect(erasePersonInput.safeParse({ email: 'ann@example.com', confirm: 'bob@example.com' }).error?.issues[0].path).toEqual(['confirm']);
  });
});
