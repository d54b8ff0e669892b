import { describe, expect, it } from 'vitest';
import { bookingTarget } from '../config';

describe('the booking calendar setting', () => {
  it('takes an https address, or http on this machine inside the emulator only', () => {
    expect(bookingTarget('https://calendly.com/blast-crm/discovery-call')?.href).toBe('https://calendly.com/blast-crm/discovery-call');
    expect(bookingTarget('http://127.0.0.1:12112/booking', true)?.href).toBe('http://127.0.0.1:12112/booking');
    expect(bookingTarget('http://127.0.0.1:12112/booking', false)).toBeNull();
  });

  it('refuses plain http elsewhere, other schemes and what is not an address', () => {
    for (const value of ['http://calendly.com/blast', 'javascript:alert(1)', 'calendly.com/blast', '', 'data:text/html,hi']) expect(bookingTarget(value, true), value).toBeNull();
  });
});
