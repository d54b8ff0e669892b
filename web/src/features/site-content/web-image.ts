/**
 * What /admin/site uploads for an image the owner picks: a PNG or JPEG (a phone's photo, a
 * screenshot) is re-encoded as WebP by the browser itself (canvas), and one larger than the
 * pages ever show is scaled down to WEB_IMAGE_MAX_SIDE, so the pages serve a modern format at a
 * sensible size without the owner knowing either word. The original goes as picked where the
 * browser cannot encode WebP (it answers a PNG instead), where the WebP would not be smaller, and
 * for a WebP or AVIF (modern already). The API checks whatever arrives by its bytes as before.
 */

/**
 * The longest side an image keeps: the widest slot (a product screen) is at most about 1,100 CSS
 * px wide, which a screen of device pixel ratio 2 shows with 2,200 pixels.
 */
const WEB_IMAGE_MAX_SIDE = 2200;
/** WebP's quality for photos and screenshots alike: text in a screenshot stays crisp. */
const WEBP_QUALITY = 0.9;
const REENCODED = new Set(['image/png', 'image/jpeg']);

export async function forTheWeb(file: File): Promise<File> {
  if (!REENCODED.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // not an image the browser decodes: the API says why
  }
  try {
    const scale = Math.min(1, WEB_IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const webp = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY));
    if (!webp || webp.type !== 'image/webp') return file;
    if (scale === 1 && webp.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.webp`;
    return new File([webp], name, { type: 'image/webp', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
