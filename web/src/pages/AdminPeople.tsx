import { PEOPLE_TITLE } from '@blast/catalog';
import { lazy } from 'react';
import { OperatorLoading, OperatorPage } from '../features/operator/components/OperatorPage';

const PeoplePanel = lazy(() => import('../features/admin/components/PeoplePanel').then((m) => ({ default: m.PeoplePanel })));

/** /admin/people: a person's data on request (docs/privacy.md), for signed-in admins (the prerender holds the loading state). */
export default function AdminPeople() {
  return (
    <OperatorPage title={PEOPLE_TITLE} loading={<OperatorLoading title={PEOPLE_TITLE} label="Loading the people view" />}>
      <PeoplePanel />
    </OperatorPage>
  );
}
