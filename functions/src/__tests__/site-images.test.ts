// An upload is decoded and encoded again in its own type, sized as decoded, its metadata gone; a damaged one is refused naming image.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodedImage } from '../domain/site/site-images';

/** A picture of width x height in `format`, with a pattern no encoder collapses, and EXIF naming its maker. */
const picture = (format: 'png' | 'jpeg' | 'webp' | 'avif', width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7) % 251)), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .withExif({ IFD0: { Make: 'PhoneMaker' } })
    .toBuffer();

describe('reencodedImage', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('encodes a %s again as %s, sized as decoded, without its EXIF', async (format, contentType) => {
    const sent = await picture(format, 160, 90);
    expect((await sharp(sent).metadata()).exif?.includes('PhoneMaker')).toBe(true);
    const { bytes, image } = await reencodedImage(sent, contentType);
    expect(image).toEqual({ contentType, width: 160, height: 90 });
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ width: 160, height: 90, format: format === 'avif' ? 'heif' : format });
    expect(kept.exif).toBeUndefined();
  });

  it('refuses a picture cut short, naming image', async () => {
    const whole = await picture('png', 160, 90);
    await expect(reencodedImage(whole.subarray(0, whole.length - 40), 'image/png')).rejects.toMatchObject({ field: 'image', message: expect.stringContaining('cannot be decoded') });
  });
});
