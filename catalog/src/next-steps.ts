/**
 * The thank-you pages' next steps. Without a known order they are SPEC §2's generic ones (the
 * post-purchase page's four, the trial-started page's three), word for word; with one, the steps
 * of the plan bought, each there because the plan has the feature it follows (plans.ts, FEATURE):
 * no kickoff call, domain or A2P registration for a plan without them, the login's arrival for
 * every plan, Elite's discovery call and project agreement.
 */
import { ELITE, FEATURE, PLANS, type SetupTerms } from './plans';
import type { PlanId } from './plan-ids';
import { SITE_PAGES } from './site-pages';

/**
 * Where a step leads: a page of the site, the support email (the web's SITE.supportEmail), or the
 * CRM's sign-in (the operator's fact crmLoginUrl: no link while it is not set).
 */
export type StepLink = { kind: 'page'; to: string; label: string } | { kind: 'support-email' } | { kind: 'crm-login'; label: string };

export interface NextStep {
  id: string;
  title: string;
  text: string;
  link?: StepLink;
}

/** The minutes a login takes to arrive by email once the CRM hears of the customer (SPEC §2, the trial-started page). */
export const LOGIN_ARRIVES_MINUTES = 5;

const LOGIN_TEXT = `Your login credentials arrive by email within ${LOGIN_ARRIVES_MINUTES} minutes.`;
const QUESTIONS: NextStep = { id: 'questions', title: 'Questions?', text: 'Email support at', link: { kind: 'support-email' } };

/** SPEC §2's post-purchase steps, as the page says them. */
const STEP = {
  email: { id: 'email', title: 'Check your email', text: 'Your receipt and the onboarding form are in your inbox. The form tells us how to set up your account.' },
  kickoff: {
    id: 'kickoff',
    title: 'Book your kickoff call',
    text: 'Pick a time for the kickoff call on the demo calendar.',
    link: { kind: 'page', to: SITE_PAGES.BookDemo.path, label: 'Book the kickoff call' },
  },
  prepare: { id: 'prepare', title: 'Prepare your domain, brand files and offers', text: 'Your domain login, logo and colours, and the offers you make to sellers.' },
  compliance: { id: 'compliance', title: 'Compliance setup', text: 'We register your numbers for A2P and start the SMS ramp, so your texts are delivered.' },
} as const satisfies Record<string, NextStep>;

/** The post-purchase page's steps when no order is known (no session, or one the API does not know). */
export const GENERIC_STEPS: readonly NextStep[] = [STEP.email, STEP.kickoff, STEP.prepare, STEP.compliance];

/** The trial-started page's steps (SPEC §2): the trial is Blast CRM's, so they are its steps with or without a known order. */
export const TRIAL_STEPS: readonly NextStep[] = [
  { id: 'login', title: 'Check your email', text: LOGIN_TEXT },
  {
    id: 'explore',
    title: 'Explore your dashboard',
    text: 'Your pipeline, workflows and bots are preloaded: open a lead and see them work.',
    link: { kind: 'crm-login', label: 'Sign in to your dashboard' },
  },
  // The trial is Blast CRM's whole: its weekly onboarding starts with the kickoff call, its website with what you prepare.
  { ...STEP.kickoff, text: `${FEATURE.onboarding} start with your kickoff call: pick a time on the demo calendar.` },
  { ...STEP.prepare, text: `${FEATURE.website} starts from your domain login, logo and colours, and the offers you make to sellers: we go through them on the kickoff call.` },
  QUESTIONS,
];

/** What the steps of an order depend on: the plan, the trial, and its done-for-you setup. */
export interface StepsOrder {
  plan: PlanId;
  trial: boolean;
  setup: SetupTerms;
}

/** The steps of the plan bought: only those its features call for. */
export function nextStepsOf({ plan, trial, setup }: StepsOrder): NextStep[] {
  if (trial) return [...TRIAL_STEPS];
  const { features, goLive } = PLANS[plan];
  const has = (feature: string) => features.includes(feature);
  const onboarded = has(FEATURE.onboarding) || setup !== 'none';
  const steps: NextStep[] = [onboarded ? STEP.email : { id: 'email', title: 'Check your email', text: 'Your receipt is in your inbox.' }];
  if (has(FEATURE.discoveryCall)) {
    steps.push({
      id: 'discovery-call',
      title: `Book your ${ELITE.discoveryCallMinutes}-minute discovery call`,
      text: 'Pick a time in the custom build calendar: we go through your website and CRM, and what they must do for you.',
      link: { kind: 'page', to: SITE_PAGES.CustomPricing.path, label: 'Book the discovery call' },
    });
  }
  if (has(FEATURE.projectAgreement)) {
    steps.push({
      id: 'project-agreement',
      title: 'Sign the project agreement',
      text: 'After the call we send the project agreement: the scope, the timeline and the launch date. Nothing is built before both sides sign it.',
    });
    steps.push({
      id: 'login',
      title: 'Your login',
      text: `Your login credentials arrive by email when your build launches, on the date the project agreement sets; a ${ELITE.postLaunchBufferDays}-day post-launch buffer for changes follows.`,
    });
  } else {
    steps.push({ id: 'login', title: 'Your login', text: LOGIN_TEXT });
  }
  if (has(FEATURE.onboarding)) steps.push(STEP.kickoff);
  if (has(FEATURE.website)) steps.push(STEP.prepare);
  if (has(FEATURE.a2p)) steps.push(STEP.compliance);
  if (setup !== 'none' && !has(FEATURE.onboarding)) {
    steps.push({ id: 'setup', title: 'Your done-for-you setup', text: `We configure your pipeline, numbers and templates for you from the onboarding form: live within ${goLive}.` });
  }
  if (!onboarded && !has(FEATURE.projectAgreement)) {
    steps.push({ id: 'pipeline', title: 'Start your pipeline', text: 'Sign in and add your first sellers: your pipeline is ready when you are.' });
  }
  steps.push(QUESTIONS);
  return steps;
}
