import { PageIntro } from '../components/PageIntro';

export default function Admin() {
  return <PageIntro title="Analytics Dashboard" lead="Operator area." />;
}
