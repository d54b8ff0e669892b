import createCache from '@emotion/cache';

/** One cache key for the prerenderer and the client, so hydration finds the same class names. */
export const createEmotionCache = () => createCache({ key: 'css' });
