/** The local Stripe stand-in as the tests see it (scripts/standins/): its port, and full objects of the pinned API version, the ones it answers with. */
export * from '../../scripts/standins/stripe-account/objects';
export { STANDIN_PORT } from '../../scripts/standins/stripe-standin';
