/**
 * The part of schema.org's vocabulary the site's JSON-LD uses (https://schema.org, version 29),
 * each type with its parent and the properties it adds, as the type's page lists them; and
 * Google's rich-result requirements for FAQPage, Product and BreadcrumbList
 * (developers.google.com/search/docs/appearance/structured-data). Checks return problems as
 * sentences, empty when the data holds.
 */

type Node = Record<string, unknown>;

interface TypeEntry {
  parent?: string;
  properties: readonly string[];
}

const SCHEMA_ORG_TYPES: Readonly<Record<string, TypeEntry>> = {
  Thing: {
    properties: ['additionalType', 'alternateName', 'description', 'disambiguatingDescription', 'identifier', 'image', 'mainEntityOfPage', 'name', 'potentialAction', 'sameAs', 'subjectOf', 'url'],
  },
  CreativeWork: {
    parent: 'Thing',
    properties: [
      'about', 'abstract', 'accessMode', 'aggregateRating', 'alternativeHeadline', 'audience', 'author', 'citation', 'comment', 'commentCount',
      'contentLocation', 'contributor', 'copyrightHolder', 'copyrightYear', 'creator', 'dateCreated', 'dateModified', 'datePublished', 'editor',
      'genre', 'hasPart', 'headline', 'inLanguage', 'isAccessibleForFree', 'isPartOf', 'keywords', 'license', 'mainEntity', 'mentions', 'offers',
      'position', 'producer', 'provider', 'publisher', 'review', 'sourceOrganization', 'text', 'thumbnailUrl', 'version', 'video',
    ],
  },
  WebPage: {
    parent: 'CreativeWork',
    properties: ['breadcrumb', 'lastReviewed', 'mainContentOfPage', 'primaryImageOfPage', 'relatedLink', 'reviewedBy', 'significantLink', 'speakable', 'specialty'],
  },
  FAQPage: { parent: 'WebPage', properties: [] },
  WebSite: { parent: 'CreativeWork', properties: ['issn'] },
  SoftwareApplication: {
    parent: 'CreativeWork',
    properties: [
      'applicationCategory', 'applicationSubCategory', 'applicationSuite', 'availableOnDevice', 'countriesNotSupported', 'countriesSupported',
      'downloadUrl', 'featureList', 'fileSize', 'installUrl', 'memoryRequirements', 'operatingSystem', 'permissions', 'processorRequirements',
      'releaseNotes', 'screenshot', 'softwareAddOn', 'softwareHelp', 'softwareRequirements', 'softwareVersion', 'storageRequirements', 'supportingData',
    ],
  },
  Comment: { parent: 'CreativeWork', properties: ['downvoteCount', 'parentItem', 'sharedContent', 'upvoteCount'] },
  Question: { parent: 'Comment', properties: ['acceptedAnswer', 'answerCount', 'eduQuestionType', 'suggestedAnswer'] },
  Answer: { parent: 'Comment', properties: ['answerExplanation'] },
  Organization: {
    parent: 'Thing',
    properties: [
      'address', 'aggregateRating', 'areaServed', 'award', 'brand', 'contactPoint', 'department', 'email', 'employee', 'founder', 'foundingDate',
      'hasOfferCatalog', 'legalName', 'location', 'logo', 'makesOffer', 'member', 'memberOf', 'numberOfEmployees', 'parentOrganization', 'review',
      'slogan', 'subOrganization', 'taxID', 'telephone', 'vatID',
    ],
  },
  Product: {
    parent: 'Thing',
    properties: [
      'additionalProperty', 'aggregateRating', 'audience', 'award', 'brand', 'category', 'color', 'gtin', 'hasMerchantReturnPolicy', 'isRelatedTo',
      'isSimilarTo', 'isVariantOf', 'itemCondition', 'logo', 'manufacturer', 'model', 'mpn', 'offers', 'productID', 'releaseDate', 'review', 'sku', 'slogan',
    ],
  },
  Intangible: { parent: 'Thing', properties: [] },
  Brand: { parent: 'Intangible', properties: ['aggregateRating', 'logo', 'review', 'slogan'] },
  Offer: {
    parent: 'Intangible',
    properties: [
      'acceptedPaymentMethod', 'addOn', 'advanceBookingRequirement', 'aggregateRating', 'areaServed', 'availability', 'availabilityEnds',
      'availabilityStarts', 'availableAtOrFrom', 'availableDeliveryMethod', 'businessFunction', 'category', 'deliveryLeadTime', 'eligibleCustomerType',
      'eligibleDuration', 'eligibleQuantity', 'eligibleRegion', 'eligibleTransactionVolume', 'gtin', 'hasMerchantReturnPolicy', 'includesObject',
      'ineligibleRegion', 'inventoryLevel', 'itemCondition', 'itemOffered', 'leaseLength', 'mpn', 'offeredBy', 'price', 'priceCurrency',
      'priceSpecification', 'priceValidUntil', 'review', 'seller', 'serialNumber', 'shippingDetails', 'sku', 'validFrom', 'validThrough', 'warranty',
    ],
  },
  StructuredValue: { parent: 'Intangible', properties: [] },
  PriceSpecification: {
    parent: 'StructuredValue',
    properties: ['eligibleQuantity', 'eligibleTransactionVolume', 'maxPrice', 'minPrice', 'price', 'priceCurrency', 'validFrom', 'validThrough', 'valueAddedTaxIncluded'],
  },
  UnitPriceSpecification: {
    parent: 'PriceSpecification',
    properties: ['billingDuration', 'billingIncrement', 'billingStart', 'priceComponentType', 'priceType', 'referenceQuantity', 'unitCode', 'unitText'],
  },
  QuantitativeValue: { parent: 'StructuredValue', properties: ['additionalProperty', 'maxValue', 'minValue', 'unitCode', 'unitText', 'value', 'valueReference'] },
  ItemList: { parent: 'Intangible', properties: ['itemListElement', 'itemListOrder', 'numberOfItems'] },
  BreadcrumbList: { parent: 'ItemList', properties: [] },
  ListItem: { parent: 'Intangible', properties: ['item', 'nextItem', 'position', 'previousItem'] },
  Audience: { parent: 'Intangible', properties: ['audienceType', 'geographicArea'] },
  BusinessAudience: { parent: 'Audience', properties: ['numberOfEmployees', 'yearlyRevenue', 'yearsInOperation'] },
};

/** The types a property's object value may have (schema.org's "values expected to be one of these types"), for the properties used. */
const RANGES: Readonly<Record<string, readonly string[]>> = {
  acceptedAnswer: ['Answer', 'ItemList'],
  audience: ['Audience'],
  billingDuration: ['QuantitativeValue'],
  brand: ['Brand', 'Organization'],
  breadcrumb: ['BreadcrumbList'],
  isPartOf: ['CreativeWork'],
  itemListElement: ['ListItem', 'Thing'],
  mainEntity: ['Thing'],
  offers: ['Offer'],
  priceSpecification: ['PriceSpecification'],
  publisher: ['Organization'],
  referenceQuantity: ['QuantitativeValue'],
};

const ITEM_AVAILABILITY = ['InStock', 'LimitedAvailability', 'OnlineOnly', 'OutOfStock', 'PreOrder', 'PreSale', 'SoldOut', 'BackOrder', 'Discontinued', 'InStoreOnly'];

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function isA(type: string, ancestor: string): boolean {
  for (let current: string | undefined = type; current; current = SCHEMA_ORG_TYPES[current]?.parent) if (current === ancestor) return true;
  return false;
}

function allowedProperties(type: string): Set<string> {
  const allowed = new Set<string>();
  for (let current: string | undefined = type; current; current = SCHEMA_ORG_TYPES[current].parent) SCHEMA_ORG_TYPES[current].properties.forEach((p) => allowed.add(p));
  return allowed;
}

/** Every node with a @type in a JSON-LD value, each with its path ('Product.offers[1]'). */
export function typedNodes(value: unknown, path = '$'): { node: Node; type: string; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => typedNodes(item, `${path}[${index}]`));
  if (!isNode(value)) return [];
  const type = typeof value['@type'] === 'string' ? value['@type'] : undefined;
  const here = type ? [{ node: value, type, path }] : [];
  return [...here, ...Object.entries(value).flatMap(([key, child]) => (key.startsWith('@') ? [] : typedNodes(child, `${path}.${key}`)))];
}

/** Problems with schema.org's vocabulary: unknown types, properties the type lacks, object values outside the property's range. */
export function vocabularyProblems(data: unknown): string[] {
  const problems: string[] = [];
  for (const { node, type, path } of typedNodes(data)) {
    if (!SCHEMA_ORG_TYPES[type]) {
      problems.push(`${path}: type ${type} is not in the vocabulary table`);
      continue;
    }
    const allowed = allowedProperties(type);
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      if (!allowed.has(key)) problems.push(`${path}: ${type} has no property ${key}`);
      for (const child of list(value)) {
        const childType = isNode(child) ? child['@type'] : undefined;
        if (typeof childType === 'string' && RANGES[key] && !RANGES[key].some((range) => isA(childType, range))) {
          problems.push(`${path}.${key}: ${childType} is not one of ${RANGES[key].join(', ')}`);
        }
      }
    }
  }
  return problems;
}

const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const PRICE = /^\d+(\.\d{1,2})?$/;

/** Google's FAQ rich result: mainEntity holds Questions, each named, with an accepted Answer's text. */
export function faqPageProblems(page: Node): string[] {
  const questions = list(page.mainEntity);
  if (questions.length === 0) return ['FAQPage: mainEntity holds no Question'];
  return questions.flatMap((question, index) => {
    const at = `FAQPage.mainEntity[${index}]`;
    if (!isNode(question) || question['@type'] !== 'Question') return [`${at}: not a Question`];
    const answer = question.acceptedAnswer;
    return [
      ...(text(question.name) ? [] : [`${at}: no name`]),
      ...(isNode(answer) && answer['@type'] === 'Answer' && text(answer.text) ? [] : [`${at}: no acceptedAnswer Answer with text`]),
    ];
  });
}

/** Google's product snippet: a name, and offers each with a price, its currency, availability and url. */
export function productProblems(product: Node): string[] {
  const name = String(product.name ?? '(unnamed)');
  const offers = list(product.offers);
  const problems = [...(text(product.name) ? [] : ['Product: no name']), ...(offers.length ? [] : [`Product ${name}: no offers`])];
  for (const [index, offer] of offers.entries()) {
    const at = `Product ${name}.offers[${index}]`;
    if (!isNode(offer) || offer['@type'] !== 'Offer') {
      problems.push(`${at}: not an Offer`);
      continue;
    }
    if (typeof offer.price !== 'string' || !PRICE.test(offer.price)) problems.push(`${at}: price ${String(offer.price)} is not a plain decimal`);
    if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency)) problems.push(`${at}: no ISO 4217 priceCurrency`);
    if (!ITEM_AVAILABILITY.some((value) => offer.availability === `https://schema.org/${value}`)) problems.push(`${at}: availability is not an ItemAvailability`);
    if (!absoluteUrl(offer.url)) problems.push(`${at}: no absolute url`);
  }
  return problems;
}

/** Google's breadcrumb: ListItems numbered from 1, each with a name and the page it names. */
export function breadcrumbProblems(breadcrumb: Node): string[] {
  const items = list(breadcrumb.itemListElement);
  if (items.length < 2) return ['BreadcrumbList: fewer than two ListItems'];
  return items.flatMap((item, index) => {
    const at = `BreadcrumbList.itemListElement[${index}]`;
    if (!isNode(item) || item['@type'] !== 'ListItem') return [`${at}: not a ListItem`];
    return [
      ...(item.position === index + 1 ? [] : [`${at}: position ${String(item.position)}, not ${index + 1}`]),
      ...(text(item.name) ? [] : [`${at}: no name`]),
      ...(absoluteUrl(item.item) ? [] : [`${at}: item is not an absolute URL`]),
    ];
  });
}
