// One cancellation story: every place a buyer reads about cancelling says the
// catalogue's one sentence, and none says a cancellation takes effect at once.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CANCELLATION } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../stack/local-stack';
import { portalPage } from '../stripe-account/portal';

const DIST = join(ROOT, 'web', 'dist');
if (!existsSync(join(DIST, 'terms.html'))) throw new Error(`No prerendered pages in ${DIST}: run \`npm run build -w web\` first.`);
const page = (file: string) => readFileSync(join(DIST, file), 'utf8');
/** The text of the element marked `testid` (its first), without tags. */
const marked = (html: string, testid: string) => new RegExp(`data-testid="${testid}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('the cancellation story', () => {
  it('is told in the Terms, both FAQs, the footer, the checkout dialog and the thank-you pages, word for word', () => {
    expect(page('terms.html')).toContain(CANCELLATION);
    for (const file of ['pricing.html', 'free-trial.html']) {
      const faq = page(file);
      expect(faq, file).toContain(`${CANCELLATION} There are no long-term contracts.`);
      // The FAQ's structured data repeats the answer as the page shows it.
      expect(faq.match(new RegExp(CANCELLATION.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))?.length, file).toBeGreaterThanOrEqual(2);
    }
    expect(marked(page('index.html'), 'footer-cancellation')).toBe(CANCELLATION);
    expect(marked(page('pricing.html'), 'checkout-cancellation')).toBe(CANCELLATION);
    for (const file of ['thank-you.html', 'thank-you-trial.html']) expect(marked(page(file), 'order-cancellation'), file).toBe(CANCELLATION);
  });

  it('is the headline of the customer portal', () => {
    expect(portalPage('/p', 'ann@example.com', [], 'https://www.example.com')).toContain(CANCELLATION);
  });

  it('is contradicted nowhere: no page says a cancellation takes effect at once', () => {
    for (const file of readdirSync(DIST).filter((name) => name.endsWith('.html'))) {
      expect(page(file), file).not.toMatch(/takes? effect (at once|instantly|immediately)/i);
    }
  });
});
