import { PageIntro } from '../components/PageIntro';

export default function FreeBirdDogSnapshot() {
  return <PageIntro title="Free Bird Dog Snapshot" lead="Get the bird dog snapshot in your inbox." />;
}
