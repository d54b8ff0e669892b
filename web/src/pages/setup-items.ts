/**
 * The owner's setup list (catalog/src/setup.ts) as Today shows it: the facts in effect (published
 * on /admin/site, else the build's settings) and the server's configuration, composed here from
 * the site-content and purchase-tests features' queries.
 */
import { factsInEffect, setupItems, type SetupItem } from '@blast/catalog';
import { BUILD_FACTS } from '../config/env';
import { useConfigurationStatus } from '../features/purchase-tests/api/purchase-tests';
import { useSiteContent } from '../features/site-content/api/site-content';

export function useSetupItems(): { data?: SetupItem[]; error: Error | null; isPending: boolean } {
  const site = useSiteContent();
  const config = useConfigurationStatus();
  return {
    data: site.data && config.data ? setupItems(factsInEffect(site.data.published?.content.facts, BUILD_FACTS), config.data) : undefined,
    error: site.error ?? config.error,
    isPending: site.isPending || config.isPending,
  };
}
