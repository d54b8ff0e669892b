/** What the local stack seeds (scripts/stack/seed.ts): the admin user, the Admin SDK on the emulators, and the requeue of pending leads. */
export { adminCredentials, emulatorAdminApp, requeuePendingLeads } from '../../scripts/stack/seed';
