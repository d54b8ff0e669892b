import { PageIntro } from '../components/PageIntro';

export default function FreeLenderSnapshot() {
  return <PageIntro title="Free Lender Snapshot" lead="Get the lender snapshot in your inbox." />;
}
