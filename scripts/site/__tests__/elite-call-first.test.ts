// Elite: the call first: /custom-pricing leads with Book Custom Build, the one filled
// button; the consultation request and the slot reservation follow as secondary steps, and the
// reservation says that the project agreement follows the discovery call.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../stack/local-stack';

const FILE = join(ROOT, 'web', 'dist', 'custom-pricing.html');
if (!existsSync(FILE)) throw new Error(`No prerendered ${FILE}: run \`npm run build -w web\` first.`);
const html = readFileSync(FILE, 'utf8');
/** The page's content before its dialogs, React's text separators removed. */
const main = html.slice(html.indexOf('<main'), html.indexOf('<dialog')).replaceAll('<!-- -->', '');
/** The opening tags of the page's buttons, in order, with their text. */
const buttons = [...main.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes, inner]) => ({ attributes, text: inner.replace(/<[^>]+>/g, '') }));

describe('/custom-pricing', () => {
  it('leads with Book Custom Build as its one filled button; the consultation and the reservation follow, as text buttons', () => {
    expect(buttons.map(({ text }) => text)).toEqual(['Book Custom Build', 'Request a consultation', 'Reserve a build slot: $5,000']);
    expect(buttons.filter(({ attributes }) => attributes.includes('MuiButton-contained'))).toEqual([buttons[0]]);
  });

  it('says the project agreement follows the discovery call, beside the reservation', () => {
    expect(main).toMatch(/<section[^>]*>.*Reserve a build slot.*data-testid="elite-reservation-note"[^>]*>[^<]*the project agreement follows the discovery call/);
  });
});
