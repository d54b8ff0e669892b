import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCenteredPopup } from '../popup';

afterEach(() => vi.unstubAllGlobals());

describe('the booking popup', () => {
  it('opens 800x700, centred on the current window, with scrollbars, resizable', () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('window', { screenX: 100, screenY: 40, outerWidth: 1400, outerHeight: 1000, open });
    openCenteredPopup('https://calendar.example/x', 'blast-booking', { width: 800, height: 700 });
    expect(open).toHaveBeenCalledWith(
      'https://calendar.example/x',
      'blast-booking',
      'popup=yes,width=800,height=700,left=400,top=190,scrollbars=yes,resizable=yes',
    );
  });
});
