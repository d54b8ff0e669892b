import { GENERIC_STEPS, nextStepsOf } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { orderHtml, stepsHtml } from '../order-markup';
import { paidOrder as order } from '../../../../../test/support/orders';

describe("the thank-you pages' markup (the order island's and the prerendered page's)", () => {
  it('says the order with the test ids the pages are read by, the promo\'s setup included, and escapes what the buyer gave', () => {
    const html = orderHtml(order({ setup: 'waived', setupNote: 'Done-for-you setup included, fee waived: the $100 setup fee is not charged.', email: 'a<b>"c"@example.com' }), 'en-US', 'UTC');
    for (const id of ['order-details', 'order-plan', 'order-paid-today', 'order-setup', 'order-email', 'order-reference']) expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('Done-for-you setup included, fee waived: the $100 setup fee is not charged.');
    expect(html).not.toContain('<b>');
    expect(html).toContain('a&lt;b&gt;&quot;c&quot;@example.com');
    expect(orderHtml(order(), 'en-US', 'UTC')).not.toContain('order-setup');
  });

  it('lists each step with its title, its text and where it leads; the support email a link only when it is an address', () => {
    const generic = stepsHtml(GENERIC_STEPS, 'help@example.com');
    expect(generic.match(/<li /g)).toHaveLength(4);
    expect(generic).toContain('<a class="step-link" href="/book-demo">Book the kickoff call</a>');
    const mini = stepsHtml(nextStepsOf({ plan: 'mini', trial: false, setup: 'none' }), 'help@example.com');
    expect(mini).toContain('Email support at <a href="mailto:help@example.com">help@example.com</a>.');
    expect(mini).not.toMatch(/kickoff|A2P/);
    expect(stepsHtml(nextStepsOf({ plan: 'mini', trial: false, setup: 'none' }), '[support email: set VITE_SUPPORT_EMAIL]')).toContain('Email support at [support email: set VITE_SUPPORT_EMAIL].');
  });
});
