// The JSON-LD a crawler reads in the prerendered pages (web/dist, written by `npm run build -w web`),
// held to schema.org's vocabulary, to Google's rich-result requirements, to the visible FAQ and to
// the catalogue's prices.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CENTS_PER_DOLLAR, PLANS, PLAN_IDS, formatCents, isPlanId, planPriceCents } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { ROUTE_HEADS } from '../../../web/src/app/route-heads';
import { ROOT } from '../../stack/local-stack';
import { breadcrumbProblems, faqPageProblems, isNode, productProblems, typedNodes, vocabularyProblems } from './support/schema-org';

const DIST = join(ROOT, 'web', 'dist');
if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, 'pricing.html'))) {
  throw new Error(`No prerendered pages in ${DIST}: run \`npm run build -w web\` first (\`npm test\` builds before the unit tests).`);
}

/** The structured data that fits each indexable page: the types its JSON-LD must hold. */
const EXPECTED_TYPES: Readonly<Record<string, readonly string[]>> = {
  '/': ['SoftwareApplication', 'Organization', 'WebSite'],
  '/pricing': ['FAQPage', 'Product'],
  '/free-trial': ['FAQPage', 'Product'],
  '/real-estate-investor-crm': ['WebPage', 'BreadcrumbList'],
  '/wholesaling-crm': ['WebPage', 'BreadcrumbList'],
  '/creative-finance-crm': ['WebPage', 'BreadcrumbList'],
  '/free-lender-snapshot': ['WebPage', 'BreadcrumbList'],
  '/free-bird-dog-snapshot': ['WebPage', 'BreadcrumbList'],
  '/book-demo': ['WebPage'],
  '/terms': ['WebPage'],
  '/privacy': ['WebPage'],
  '/disclaimer': ['WebPage'],
};

type Node = Record<string, unknown>;

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const decode = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const pages = ROUTE_HEADS.filter(({ head }) => !head.noindex).map(({ path }) => {
  const html = readFileSync(join(DIST, fileFor(path)), 'utf8');
  const jsonLd: Node[] = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  return { path, html, jsonLd, nodes: typedNodes(jsonLd) };
});
const nodesOfType = (type: string) => pages.flatMap(({ path, nodes }) => nodes.filter((n) => n.type === type).map((n) => ({ path, node: n.node })));

/** The accordion as the HTML shows it: each question with its answer, in order. */
function visibleFaq(html: string): { question: string; answer: string }[] {
  const marked = [...html.matchAll(/<[a-z0-9]+\b[^>]*\bdata-faq="(question|answer)"[^>]*>([^<]*)</g)].map((m) => ({ kind: m[1], text: decode(m[2]) }));
  const items = [];
  for (let i = 0; i < marked.length; i += 2) {
    expect([marked[i].kind, marked[i + 1]?.kind]).toEqual(['question', 'answer']);
    items.push({ question: marked[i].text, answer: marked[i + 1].text });
  }
  return items;
}

const dollars = (cents: number) => (cents / CENTS_PER_DOLLAR).toFixed(2);

/**
 * The prices an offer may state, read from the catalogue by the offer's identifier: a plan id,
 * with '/founders-rate' or '/trial'. The first is the offer's own price.
 */
function cataloguePrices(identifier: unknown): string[] {
  const [planId, variant] = String(identifier).split('/');
  if (!isPlanId(planId) || ![undefined, 'founders-rate', 'trial'].includes(variant)) throw new Error(`offer identifier ${String(identifier)} names no catalogue price`);
  if (variant === 'trial') return [dollars(0), dollars(PLANS[planId].priceCents)];
  return [dollars(planPriceCents(planId, { foundersRate: variant === 'founders-rate' }))];
}

const specificationsOf = (offer: Node) => [offer.priceSpecification ?? []].flat().filter(isNode);
const perMonth = (specification: Node) => isNode(specification.referenceQuantity) && specification.referenceQuantity.unitCode === 'MON';

describe('structured data in the prerendered pages', () => {
  it('knows what fits every indexable page, and every page carries it', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(Object.keys(EXPECTED_TYPES).sort());
    for (const { path, jsonLd, nodes } of pages) {
      expect(jsonLd.length, path).toBeGreaterThan(0);
      for (const block of jsonLd) expect(block['@context'], path).toBe('https://schema.org');
      expect(nodes.map((n) => n.type), path).toEqual(expect.arrayContaining([...EXPECTED_TYPES[path]]));
    }
  });

  for (const { path, jsonLd } of pages) {
    it(`${path}: every type and property is schema.org's`, () => {
      expect(vocabularyProblems(jsonLd)).toEqual([]);
    });
  }

  it("holds every FAQPage to Google's rich-result requirements", () => {
    const faqPages = nodesOfType('FAQPage');
    expect(faqPages.map((p) => p.path).sort()).toEqual(['/free-trial', '/pricing']);
    for (const { path, node } of faqPages) expect(faqPageProblems(node), path).toEqual([]);
  });

  it('answers each FAQ question with the text its accordion shows', () => {
    for (const { path, node } of nodesOfType('FAQPage')) {
      const page = pages.find((p) => p.path === path)!;
      const declared = (node.mainEntity as Node[]).map((q) => ({ question: q.name, answer: (q.acceptedAnswer as Node).text }));
      expect(declared, path).toEqual(visibleFaq(page.html));
    }
    expect(visibleFaq(pages.find((p) => p.path === '/pricing')!.html)).toHaveLength(7); // SPEC §2: 7 questions
  });

  it("holds every Product and its offers to Google's rich-result requirements", () => {
    const products = nodesOfType('Product');
    expect(new Set(products.map((p) => p.path))).toEqual(new Set(['/pricing', '/free-trial']));
    for (const { path, node } of products) expect(productProblems(node), path).toEqual([]);
  });

  it("holds every BreadcrumbList to Google's requirements, ending at the page itself", () => {
    const trails = nodesOfType('BreadcrumbList');
    expect(trails.map((t) => t.path).sort()).toEqual(Object.keys(EXPECTED_TYPES).filter((path) => EXPECTED_TYPES[path].includes('BreadcrumbList')).sort());
    for (const { path, node } of trails) {
      expect(breadcrumbProblems(node), path).toEqual([]);
      const items = node.itemListElement as Node[];
      expect(items.at(-1)!.item, path).toBe(pages.find((p) => p.path === path)!.jsonLd[0].url);
    }
  });

  it("states every price as the catalogue's, in USD, monthly ones per month", () => {
    const offers = nodesOfType('Offer');
    expect(offers.length).toBeGreaterThan(0);
    for (const { path, node: offer } of offers) {
      const at = `${path} ${String(offer.identifier)}`;
      const prices = cataloguePrices(offer.identifier);
      expect(offer.price, at).toBe(prices[0]);
      expect(offer.priceCurrency, at).toBe('USD');
      for (const specification of specificationsOf(offer)) {
        expect(prices, at).toContain(specification.price);
        expect(specification.priceCurrency, at).toBe('USD');
      }
      const [planId, variant] = String(offer.identifier).split('/');
      if (isPlanId(planId) && PLANS[planId].billing === 'monthly') {
        const monthly = specificationsOf(offer).filter((s) => s['@type'] === 'UnitPriceSpecification' && perMonth(s));
        expect(monthly.map((s) => s.price), at).toContain(variant === 'trial' ? prices[1] : prices[0]);
      }
    }
  });

  it('offers on /pricing everything its plan cards sell, and on home every plan', () => {
    const identifiers = (path: string) => nodesOfType('Offer').filter((o) => o.path === path).map((o) => o.node.identifier);
    expect(identifiers('/pricing').sort()).toEqual(['blast', 'blast-lite', 'blast-prepay', 'blast/founders-rate', 'blast/trial', 'custom', 'mini']);
    expect(identifiers('/free-trial')).toEqual(['blast/trial']);
    expect(identifiers('/')).toEqual(PLAN_IDS);
  });
});

/**
 * The text a visitor reads in a page's HTML: the body without its scripts, styles, templates and
 * dialogs' hidden parts aside (a crawler reads them as text too), tags dropped, entities decoded.
 */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return decode(
    body
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

/** The plan an offer sells, by its identifier; its card, for the variants a card sells (Blast CRM's prepay, founders rate, trial). */
const offerPlanNames = (identifier: unknown): string[] => {
  const [planId] = String(identifier).split('/');
  if (!isPlanId(planId)) throw new Error(`offer identifier ${String(identifier)} names no plan`);
  return planId === 'blast-prepay' ? [PLANS[planId].name, PLANS.blast.name] : [PLANS[planId].name];
};

describe('structured data says what the page shows (Google: it must describe the visible content)', () => {
  const everyRoute = ROUTE_HEADS.map(({ path }) => {
    const html = readFileSync(join(DIST, fileFor(path)), 'utf8');
    const jsonLd: Node[] = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    return { path, text: visibleText(html), offers: typedNodes(jsonLd).filter((n) => n.type === 'Offer').map((n) => n.node) };
  });

  it('finds the offers where they are: home, /pricing and /free-trial', () => {
    expect(everyRoute.filter(({ offers }) => offers.length > 0).map(({ path }) => path).sort()).toEqual(['/', '/free-trial', '/pricing']);
  });

  for (const { path, text, offers } of everyRoute) {
    it(`${path}: every offer's plan and price are in the page's visible text`, () => {
      for (const offer of offers) {
        const at = `${path} ${String(offer.identifier)}`;
        expect(offerPlanNames(offer.identifier).some((name) => text.includes(name)), `${at}: ${offerPlanNames(offer.identifier).join(' or ')} not shown`).toBe(true);
        // Its price as the page writes it ($7, $1,182, $985.50), not a longer number that starts the same ($75).
        const price = formatCents(Math.round(Number(offer.price) * CENTS_PER_DOLLAR));
        expect(new RegExp(`${price.replace(/[$.]/g, '\\$&')}(?!\\d|,\\d|\\.\\d)`).test(text), `${at}: ${price} not shown`).toBe(true);
      }
    });
  }
});

describe('the schema.org checks themselves', () => {
  it('refuse a property the type lacks, an unknown type and a value outside the range', () => {
    expect(vocabularyProblems({ '@type': 'Offer', price: '1.00', headline: 'x' })).toEqual(['$: Offer has no property headline']);
    expect(vocabularyProblems({ '@type': 'PricingPlan' })).toEqual(['$: type PricingPlan is not in the vocabulary table']);
    expect(vocabularyProblems({ '@type': 'WebPage', breadcrumb: { '@type': 'Offer' } })).toEqual(['$.breadcrumb: Offer is not one of BreadcrumbList']);
  });

  it("refuse what Google's rich results require and is missing", () => {
    expect(faqPageProblems({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?' }] })).toEqual(['FAQPage.mainEntity[0]: no acceptedAnswer Answer with text']);
    expect(productProblems({ '@type': 'Product', name: 'P', offers: { '@type': 'Offer', price: '$197', priceCurrency: 'USD' } })).toEqual([
      'Product P.offers[0]: price $197 is not a plain decimal',
      'Product P.offers[0]: availability is not an ItemAvailability',
      'Product P.offers[0]: no absolute url',
    ]);
    expect(breadcrumbProblems({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' }, { '@type': 'ListItem', position: 3, name: 'P' }] })).toEqual([
      'BreadcrumbList.itemListElement[1]: position 3, not 2',
      'BreadcrumbList.itemListElement[1]: item is not an absolute URL',
    ]);
  });
});
