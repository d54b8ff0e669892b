/** Where on /admin/site a field the API refused sits, in the owner's words (never its path). */
import { OPERATOR_FACT_LABELS, USAGE_ESTIMATE_VOLUMES } from '@blast/catalog';

/** The lists and slots of the content, as /admin/site names them. */
const PARTS: Readonly<Record<string, string>> = {
  testimonials: 'Testimonial',
  logos: 'Customer logo',
  screens: 'Product screen',
  video: 'Video',
  guarantee: 'Guarantee',
  announcement: 'Announcement',
  facts: 'Company facts',
  promo: 'Promo',
  usageExamples: 'Example usage volumes',
};

/** A field of an item or slot, as its label on /admin/site reads. */
const FIELDS: Readonly<Record<string, string>> = {
  ...OPERATOR_FACT_LABELS,
  ...Object.fromEntries(USAGE_ESTIMATE_VOLUMES.map(({ id, label }) => [id, label.toLowerCase()])),
  permission: 'permission to publish on file',
  quote: 'quote',
  name: 'name',
  role: 'role or market',
  givenOn: 'given on',
  photo: 'photo',
  image: 'image',
  caption: 'caption',
  alt: 'image description (alt text)',
  link: 'link',
  url: 'video address',
  title: 'title',
  poster: 'poster image',
  text: 'text',
  endsOn: 'last day',
};

/** A camelCase name in lower-case words: 'setupFee' is 'setup fee'. */
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * A refused field's path ('content.testimonials.0.permission', 'facts.crmLoginUrl') as where it sits:
 * 'Testimonial 1, permission to publish on file', 'Company facts, CRM sign-in address (https)'.
 * The parts of an image ('path', 'width') are the image.
 */
export function fieldWords(field: string): string {
  const [part, ...rest] = field.replace(/^content\./, '').split('.');
  const place = PARTS[part] ?? words(part);
  const index = rest[0] !== undefined && /^\d+$/.test(rest[0]) ? Number(rest.shift()) + 1 : undefined;
  const [name] = rest;
  const what = name === undefined ? '' : (FIELDS[name] ?? words(name));
  const where = index === undefined ? place : `${place} ${index}`;
  return what && what.toLowerCase() !== place.toLowerCase() ? `${where}, ${what}` : where;
}

/**
 * A refusal of the API (its message, and the field it named) in words: the message without the
 * path the API may open it with ('content.facts.crmLoginUrl: must be…'), for under the field,
 * and the whole sentence for the notice, the field said as where it sits.
 */
export function refusalWords(message: string, field: string | undefined): { short: string; sentence: string } {
  if (!field) return { short: message, sentence: message };
  const where = fieldWords(field);
  const prefix = [field, `content.${field}`, field.replace(/^content\./, '')].find((path) => message.startsWith(`${path}:`) || message.startsWith(`${path} `));
  if (!prefix) return { short: message, sentence: `${message} (${where})` };
  const rest = message.slice(prefix.length);
  const short = rest.replace(/^:?\s*/, '');
  return { short, sentence: rest.startsWith(':') ? `${where}: ${short}` : `${where} ${short}` };
}
