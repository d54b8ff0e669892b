// What a publish changes, in the owner's words: each version says it, and a revert asks with it.
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_CONTENT, type SiteContent, type Testimonial } from '../site-content';
import { changesText, contentChanges } from '../site-changes';

const testimonial = (id: string, name: string, quote = 'It works.'): Testimonial => ({ id, quote, name, givenOn: '2026-11-01', permission: true });
const photo = { path: 'site/images/a.png', contentType: 'image/png' as const, width: 100, height: 100 };
const content = (change: Partial<SiteContent>): SiteContent => ({ ...EMPTY_SITE_CONTENT, ...change });

describe('contentChanges', () => {
  it('is empty for the same content, and "no change" in words', () => {
    const same = content({ testimonials: [testimonial('t1', 'Ann')], guarantee: 'Cancel anytime.' });
    expect(contentChanges(same, structuredClone(same))).toEqual([]);
    expect(changesText([])).toBe('no change');
  });

  it('names testimonials, logos and screens added, removed and changed, by their names', () => {
    const before = content({ testimonials: [testimonial('t1', 'Ann'), testimonial('t2', 'Bo')], logos: [{ id: 'l1', name: 'Acme', image: photo }] });
    const after = content({ testimonials: [testimonial('t1', 'Ann', 'Even better.'), testimonial('t3', 'Pat Lee')], screens: [{ id: 's1', image: photo, caption: 'The pipeline', alt: 'Deals' }] });
    expect(contentChanges(before, after)).toEqual(["Ann's testimonial changed", "added Pat Lee's testimonial", "removed Bo's testimonial", 'removed the Acme logo', 'added the screen "The pipeline"']);
  });

  it('says a reordered list, and each slot and fact set, changed or removed', () => {
    const before = content({ testimonials: [testimonial('t1', 'Ann'), testimonial('t2', 'Bo')], guarantee: 'Old line', announcement: { text: 'Spring', endsOn: '2026-12-31' }, facts: { company: 'Old LLC', supportEmail: 'a@b.example' } });
    const after = content({ testimonials: [testimonial('t2', 'Bo'), testimonial('t1', 'Ann')], guarantee: null, announcement: { text: 'Summer', endsOn: '2026-12-31' }, facts: { company: 'New LLC', supportEmail: 'a@b.example', jurisdiction: 'Arizona' } });
    expect(changesText(contentChanges(before, after))).toBe('testimonials reordered; guarantee removed; announcement changed; Company name changed; Jurisdiction (governing law) added');
  });

  it('counts a slot it does not know by its name, so nothing changes unsaid', () => {
    const before = { ...EMPTY_SITE_CONTENT, promo: null } as unknown as SiteContent;
    const after = { ...EMPTY_SITE_CONTENT, promo: { endsOn: '2026-12-31' } } as unknown as SiteContent;
    expect(contentChanges(before, after)).toEqual(['promo added']);
  });
});
