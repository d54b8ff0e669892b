/** axe-core over a page, for WCAG 2.0 to 2.2, levels A and AA. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What axe-core finds, as lines a reader can act on: rule, impact, and where. */
export async function violations(page: Page): Promise<string[]> {
  // Colours are read at rest: a button's 250 ms colour transition (enabled again after a fetch)
  // must not be measured half-way.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return found.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`));
}
