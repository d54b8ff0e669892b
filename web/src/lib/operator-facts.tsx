/**
 * The operator's facts the page was rendered with (config/site.ts, operatorFacts): the published
 * ones arrive with the page's published content (features/site-content/published.tsx provides
 * them, the prerender and the hydrating app alike), the build's settings are the fallback. Here,
 * below the features, so that components (LegalPage), the shell and any feature can read them.
 */
import type { OperatorFacts } from '@blast/catalog';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { operatorFacts, type ShownFacts } from '../config/site';

const PublishedFacts = createContext<OperatorFacts>({});

export function OperatorFactsProvider({ facts, children }: { facts: OperatorFacts; children: ReactNode }) {
  return <PublishedFacts.Provider value={facts}>{children}</PublishedFacts.Provider>;
}

/** The facts to show: published, else the build's setting, else the placeholder. */
export function useOperatorFacts(): ShownFacts {
  const published = useContext(PublishedFacts);
  return useMemo(() => operatorFacts(published), [published]);
}
