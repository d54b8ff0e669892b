import { SetupList as List } from '../features/admin/components/SetupList';
import { useSetupItems } from './setup-items';

/** Today's setup list, composed from the site's facts and the server's configuration (setup-items.ts). */
export default function SetupList() {
  return <List query={useSetupItems()} />;
}
