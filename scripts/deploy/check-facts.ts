/**
 * `tsx scripts/deploy/check-facts.ts`: the deploy check's part about the operator's facts
 * (scripts/deploy/deploy-check.ts, factProblems) for the production rebuild of a publish
 * (cloudbuild.yaml), which deploys Hosting only and so runs no full `npm run deploy` check: the
 * facts as the build will render them, published on /admin/site first (read from the project's
 * Firestore when SITE_CONTENT_FROM_FIRESTORE=1), the web settings (web/.env.production, the shell)
 * where none is published. Prints each problem on one line and exits 1, so that the build stops
 * before it deploys legal pages with placeholders; prints nothing and exits 0 when all is given.
 */
import { factProblems, readDeploySettings } from './deploy-check';
import { ROOT } from '../stack/local-stack';
import { publishedFacts } from '../site/published-content';

const settings = readDeploySettings(ROOT, process.env.GOOGLE_CLOUD_PROJECT ?? '');
if (process.env.SITE_CONTENT_FROM_FIRESTORE === '1') settings.published = await publishedFacts();
const problems = factProblems(settings);
if (problems.length > 0) {
  console.error(`the operator's facts (docs/deploy.md): ${problems.map(({ setting, problem }) => `${setting} ${problem}`).join('; ')}`);
  process.exit(1);
}
