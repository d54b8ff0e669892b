import { useEffect, useState } from 'react';

/**
 * False in the prerender and in the render that hydrates it, true right after: the place to
 * start what only a browser can run (Firebase Auth) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
