import { describe, expect, it } from 'vitest';
import { FEATURE, GENERIC_STEPS, LOGIN_ARRIVES_MINUTES, PLANS, PLAN_IDS, SETUP_WAIVED, TRIAL_STEPS, nextStepsOf, setupNoteOf, setupTermsOf, type PlanId } from '../index';

const ids = (plan: PlanId, setup: 'none' | 'paid' | 'waived' = 'none', trial = false) => nextStepsOf({ plan, trial, setup }).map((step) => step.id);
const texts = (plan: PlanId, setup: 'none' | 'paid' | 'waived' = 'none') => JSON.stringify(nextStepsOf({ plan, trial: false, setup }));

describe('the generic steps (no known order)', () => {
  it("are SPEC §2's post-purchase steps, word for word as the page has always said them", () => {
    expect(GENERIC_STEPS.map((step) => [step.title, step.text])).toEqual([
      ['Check your email', 'Your receipt and the onboarding form are in your inbox. The form tells us how to set up your account.'],
      ['Book your kickoff call', 'Pick a time for the kickoff call on the demo calendar.'],
      ['Prepare your domain, brand files and offers', 'Your domain login, logo and colours, and the offers you make to sellers.'],
      ['Compliance setup', 'We register your numbers for A2P and start the SMS ramp, so your texts are delivered.'],
    ]);
    expect(GENERIC_STEPS[1].link).toEqual({ kind: 'page', to: '/book-demo', label: 'Book the kickoff call' });
  });

  it("the trial's are SPEC §2's trial-started steps, with or without the order", () => {
    expect(TRIAL_STEPS.map((step) => [step.title, step.text])).toEqual([
      ['Check your email', 'Your login credentials arrive by email within 5 minutes.'],
      ['Explore your dashboard', 'Your pipeline, workflows and bots are preloaded: open a lead and see them work.'],
      ['Book your kickoff call', 'Weekly onboarding and support start with your kickoff call: pick a time on the demo calendar.'],
      [
        'Prepare your domain, brand files and offers',
        'Done-for-you lead-gen website starts from your domain login, logo and colours, and the offers you make to sellers: we go through them on the kickoff call.',
      ],
      ['Questions?', 'Email support at'],
    ]);
    // "Explore your dashboard" leads to the CRM's sign-in (where the operator set it).
    expect(TRIAL_STEPS[1].link).toEqual({ kind: 'crm-login', label: 'Sign in to your dashboard' });
    expect(nextStepsOf({ plan: 'blast', trial: true, setup: 'none' })).toEqual(TRIAL_STEPS);
  });
});

describe('the steps of the plan bought', () => {
  it('Mini Blast: the receipt, the login and its pipeline; no onboarding form, kickoff call, domain or A2P', () => {
    expect(ids('mini')).toEqual(['email', 'login', 'pipeline', 'questions']);
    expect(texts('mini')).not.toMatch(/kickoff|A2P|domain|onboarding form/);
    expect(nextStepsOf({ plan: 'mini', trial: false, setup: 'none' })[0].text).toBe('Your receipt is in your inbox.');
  });

  it('Blast CRM (and its prepay, the same features): SPEC\'s four steps, with the login after the email', () => {
    for (const plan of ['blast', 'blast-prepay'] as const) {
      expect(ids(plan), plan).toEqual(['email', 'login', 'kickoff', 'prepare', 'compliance', 'questions']);
      const steps = nextStepsOf({ plan, trial: false, setup: 'none' });
      for (const generic of GENERIC_STEPS) expect(steps).toContainEqual(generic);
    }
  });

  it('Blast Lite: no kickoff call, domain or A2P (it has none of those features); with its setup, the onboarding form and the setup', () => {
    expect(ids('blast-lite')).toEqual(['email', 'login', 'pipeline', 'questions']);
    expect(ids('blast-lite', 'paid')).toEqual(['email', 'login', 'setup', 'questions']);
    expect(texts('blast-lite', 'paid')).toContain('onboarding form');
    expect(texts('blast-lite', 'paid')).toContain(`live within ${PLANS['blast-lite'].goLive}`);
    expect(texts('blast-lite')).not.toMatch(/kickoff|A2P|domain/);
  });

  it('Blast Lite with its setup fee waived (the promo): the onboarding form and the setup, as when the fee is paid', () => {
    expect(ids('blast-lite', 'waived')).toEqual(['email', 'login', 'setup', 'questions']);
    expect(nextStepsOf({ plan: 'blast-lite', trial: false, setup: 'waived' })[0].text).toBe('Your receipt and the onboarding form are in your inbox. The form tells us how to set up your account.');
  });

  it("Blast Elite: the discovery call and the project agreement, the login at launch; no kickoff call or A2P", () => {
    expect(ids('custom')).toEqual(['email', 'discovery-call', 'project-agreement', 'login', 'questions']);
    const steps = nextStepsOf({ plan: 'custom', trial: false, setup: 'none' });
    expect(steps.find((step) => step.id === 'discovery-call')).toMatchObject({ title: 'Book your 15-minute discovery call', link: { kind: 'page', to: '/custom-pricing' } });
    expect(steps.find((step) => step.id === 'login')!.text).toContain('when your build launches');
    expect(texts('custom')).not.toMatch(/kickoff|A2P/);
  });

  it('says when the login arrives for every plan', () => {
    for (const plan of PLAN_IDS) {
      const login = nextStepsOf({ plan, trial: false, setup: 'none' }).find((step) => step.id === 'login');
      expect(login, plan).toBeDefined();
      expect(login!.text, plan).toMatch(plan === 'custom' ? /when your build launches/ : new RegExp(`within ${LOGIN_ARRIVES_MINUTES} minutes`));
    }
  });

  it('follows the features: a step is there exactly when its plan has the feature', () => {
    for (const plan of PLAN_IDS) {
      const has = (feature: string) => PLANS[plan].features.includes(feature);
      const steps = ids(plan);
      expect(steps.includes('kickoff'), plan).toBe(has(FEATURE.onboarding));
      expect(steps.includes('prepare'), plan).toBe(has(FEATURE.website));
      expect(steps.includes('compliance'), plan).toBe(has(FEATURE.a2p));
      expect(steps.includes('discovery-call'), plan).toBe(has(FEATURE.discoveryCall));
      expect(steps.includes('project-agreement'), plan).toBe(has(FEATURE.projectAgreement));
    }
  });
});

describe('the setup of an order (the promo)', () => {
  it('is paid with includeSetup, included with its fee waived with setupWaived, else none', () => {
    expect(setupTermsOf({})).toBe('none');
    expect(setupTermsOf({ includeSetup: true })).toBe('paid');
    expect(setupTermsOf({ setupWaived: true })).toBe('waived');
  });

  it('says "setup included, fee waived" for the promo, and the fee paid otherwise', () => {
    expect(setupNoteOf('waived', 'blast')).toBe(`${SETUP_WAIVED}: the $100 setup fee is not charged.`);
    expect(setupNoteOf('waived', 'blast')).toMatch(/setup included, fee waived/);
    expect(setupNoteOf('paid', 'blast-lite')).toBe('Done-for-you setup included, $100 setup fee paid.');
    expect(setupNoteOf('none', 'blast')).toBeUndefined();
  });
});
