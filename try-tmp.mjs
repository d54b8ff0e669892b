import sharp from 'sharp';
import { readFileSync } from 'node:fs';
sharp.cache(false); sharp.concurrency(1);
const [file, fmt, side] = process.argv.slice(2);
const t = Date.now();
if (file !== 'none') {
const src = readFileSync(file);
let img = sharp(src, { limitInputPixels: 4096*4096, failOn: 'warning' }).autoOrient();
if (side) img = img.resize(Number(side), Number(side), { fit: 'inside', withoutEnlargement: true });
const out = fmt === 'raw' ? await img.raw().toBuffer({ resolveWithObject: true }) : await img[fmt]({ quality: fmt === 'avif' ? 60 : 90, effort: fmt === 'avif' ? 0 : undefined }).toBuffer({ resolveWithObject: true });
console.log(fmt, side, out.info.width, src.length, '->', out.data.length, Date.now() - t, 'ms');
}
console.log(' peak rss', (process.resourceUsage().maxRSS / 1024) | 0, 'MB');
