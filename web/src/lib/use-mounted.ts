import { useEffect, useState } from 'react';

/**
 * False in the prerender and in the render that hydrates it, true once the component has mounted:
 * the place to start what only a browser can run (Firebase Auth) without a hydration mismatch.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
