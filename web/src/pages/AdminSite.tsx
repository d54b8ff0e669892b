import { SITE_EDITOR_TITLE } from '@blast/catalog';
import { lazy } from 'react';
import { OperatorLoading, OperatorPage } from '../features/operator/components/OperatorPage';

const SiteEditor = lazy(() => import('../features/site-content/components/SiteEditor').then((m) => ({ default: m.SiteEditor })));

/** /admin/site: the owner's own proof and facts, for signed-in admins (the prerender holds the loading state). */
export default function AdminSite() {
  return (
    <OperatorPage title={SITE_EDITOR_TITLE} loading={<OperatorLoading title={SITE_EDITOR_TITLE} label="Loading the site content" maxWidth="md" />}>
      <SiteEditor />
    </OperatorPage>
  );
}
