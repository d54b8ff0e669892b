/** The sample site content and images the build and the tests share (scripts/site/): the filled content, the published facts, PNGs of any size. */
export { FILLED_SITE_CONTENT, PUBLISHED_FACTS, sampleImageBytes } from '../../scripts/site/site-content-samples';
export { png } from '../../scripts/site/sample-images';
