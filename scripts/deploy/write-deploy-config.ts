/**
 * `npx tsx scripts/deploy/write-deploy-config.ts`, after the build: writes firebase.deploy.json, the copy
 * of firebase.json that caches the files the build published for a year (scripts/deploy/hosting-cache.ts),
 * for `firebase deploy --config firebase.deploy.json` (cloudbuild.yaml).
 */
import { DEPLOY_CONFIG_FILE, writeDeployConfig } from './hosting-cache';
import { ROOT } from '../stack/local-stack';

const { files } = writeDeployConfig(ROOT);
console.log(`${DEPLOY_CONFIG_FILE}: ${files.length} published file(s) cached for a year`);
