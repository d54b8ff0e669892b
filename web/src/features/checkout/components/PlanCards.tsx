import {
  ELITE,
  EXAMPLE_USAGE_VOLUMES,
  FOUNDERS_MONTHLY_CENTS,
  FOUNDERS_SEATS_TOTAL,
  LITE_USAGE_PRICES,
  PLANS,
  PREPAY,
  SITE_PAGES,
  TRIAL_BUTTON_TEXT,
  TRIAL_DAYS,
  USAGE_ESTIMATE_PLAN_IDS,
  WAIVED_BUTTON_TEXT,
  estimateMonth,
  exampleVolumesOf,
  firstChargeCents,
  formatCents,
  planChoice,
  prepaySavingsCents,
  setupSoldAs,
  usagePricesOf,
  type ExampleVolumes,
  type Plan,
  type PlanChoice,
  type PlanId,
} from '@blast/catalog';
import { Box, Button, Card, CardContent, Chip, List, ListItem, Link as MuiLink, Stack, Typography, type ButtonProps } from '@mui/material';
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cardLineOf } from '../charge-summary';
import { CheckoutButton } from './CheckoutButton';

/** What a page adds to a card's feature list (the owner's plan facts), as list items; none by default. */
export type PlanFactsOf = (planId: PlanId) => ReactNode;
/** What the page gives every card: the owner's plan facts, and the example volumes of the usage line. */
const CardsContext = createContext<{ planFacts?: PlanFactsOf; examples: ExampleVolumes }>({ examples: EXAMPLE_USAGE_VOLUMES });

/**
 * The three plan cards of Home and /pricing: Blast CRM (#blast), Blast Lite (#blast-lite), Elite.
 * The founders rate is offered while `seatsLeft` (the seats feature's count) is above zero.
 *
 * One decision per card: one filled button, the card's primary action, and at most one
 * other visible action. The other ways to buy the same plan sit one tap away in a native
 * <details> ("More ways to buy"), each with what it charges today and after. The large price is
 * the price of the action it names (`data-price-of`, the id of that action's button): the primary
 * one, or another whose label the price's caption gives. Beside every checkout button, the card
 * says what that button sells (PRODUCT.md).
 *
 * The head of a card says one thing: the price its main button leads to and what is paid today,
 * plus at most one line for the founders offer; every other amount sits beside its own action.
 * `promo` is the owner's promo running (PRODUCT.md, "The promo is the owner's offer"): every
 * purchase that includes the done-for-you setup is then the one with its fee waived (setupSoldAs),
 * on every page. With `toggle` (/pricing while the promo runs), the Blast CRM card holds both
 * variants of its primary action and price, and the promo switch (PromoToggle) shows one
 * (`data-promo`). Side by side, the cards share their rows (a subgrid), so their main buttons line up.
 * `planFacts` adds the page's lines to each card's features (the owner's plan facts); each usage
 * line gives its plan's month at the owner's `usageExamples` as published, or else the catalogue's.
 */
export function PlanCards({
  seatsLeft,
  promo = false,
  toggle = false,
  planFacts,
  usageExamples = null,
}: {
  seatsLeft: number;
  promo?: boolean;
  toggle?: boolean;
  planFacts?: PlanFactsOf;
  usageExamples?: ExampleVolumes | null;
}) {
  const cards = useMemo(() => ({ planFacts, examples: exampleVolumesOf({ usageExamples }) }), [planFacts, usageExamples]);
  return (
    <CardsContext.Provider value={cards}>
      <Box
        sx={{
          display: 'grid',
          columnGap: 3,
          rowGap: { xs: 3, md: 2 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gridTemplateRows: { md: `repeat(${CARD_ROWS}, auto)` },
          alignItems: 'stretch',
        }}
      >
        <BlastCard founders={seatsLeft > 0} promo={promo} toggle={promo && toggle} />
        <LiteCard promo={promo} />
        <EliteCard />
      </Box>
    </CardsContext.Provider>
  );
}

/** The ids of the cards' action buttons: a price names its action by one (`data-price-of`). */
const ACTION = {
  blastTrial: 'blast-buy-trial',
  blastWaived: 'blast-buy-waived',
  blastTrialInstead: 'blast-buy-trial-instead',
  blastSetup: 'blast-buy-setup',
  blastPrepay: 'blast-buy-prepay',
  liteStart: 'blast-lite-buy',
  liteSetup: 'blast-lite-buy-setup',
  eliteReserve: 'blast-elite-reserve',
} as const;

/** A caption line under a card's large price. */
function Caption({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid={testId}>
      {children}
    </Typography>
  );
}

function BlastCard({ founders, promo, toggle }: { founders: boolean; promo: boolean; toggle: boolean }) {
  const plan = PLANS.blast;
  const trial = planChoice('blast', { trial: true });
  // The one way the setup is sold: with its fee waived while the promo runs, with its fee otherwise.
  const withSetup = planChoice('blast', { foundersRate: founders, ...setupSoldAs(promo) });
  const withSetupToday = formatCents(firstChargeCents('blast', withSetup));
  const setupLabel = promo ? `Join now, setup fee waived: ${withSetupToday} today` : `Join with done-for-you setup: ${withSetupToday} today`;
  return (
    <PlanCard
      anchor="blast"
      plan={plan}
      price={
        <>
          {/* The trial's price: what it continues at. */}
          <CardPrice of={ACTION.blastTrial} cents={plan.priceCents} per="/mo" promo={toggle ? 'off' : undefined}>
            <Caption>after the {TRIAL_DAYS}-day trial, $0 today</Caption>
            {founders && (
              <Caption testId="founders-offer">
                Founders rate {formatCents(FOUNDERS_MONTHLY_CENTS)}/mo for the first {FOUNDERS_SEATS_TOTAL} who join now, under “More ways to buy”.
              </Caption>
            )}
          </CardPrice>
          {toggle && (
            <CardPrice of={ACTION.blastWaived} cents={founders ? FOUNDERS_MONTHLY_CENTS : plan.priceCents} per="/mo" promo="on">
              <Caption>{withSetupToday} today, done-for-you setup included, fee waived</Caption>
              {founders && <Caption testId="founders-offer">Founders rate for the first {FOUNDERS_SEATS_TOTAL} (regular {formatCents(plan.priceCents)}/mo)</Caption>}
            </CardPrice>
          )}
        </>
      }
      actions={
        <>
          <CheckoutOption id={ACTION.blastTrial} choice={trial} foundersOffered={founders} variant="contained" size="large" promo={toggle ? 'off' : undefined}>
            {TRIAL_BUTTON_TEXT}
          </CheckoutOption>
          {toggle && (
            <CheckoutOption id={ACTION.blastWaived} choice={withSetup} foundersOffered={founders} variant="contained" size="large" promo="on">
              {WAIVED_BUTTON_TEXT}
            </CheckoutOption>
          )}
          <MoreWaysToBuy plan={plan}>
            {toggle && (
              <CheckoutOption id={ACTION.blastTrialInstead} choice={trial} foundersOffered={founders} variant="outlined" promo="on">
                Try it first: {TRIAL_DAYS} days, $0 today
              </CheckoutOption>
            )}
            {/* With the switch on, the primary button sells this same purchase. */}
            <CheckoutOption id={ACTION.blastSetup} choice={withSetup} foundersOffered={founders} variant="outlined" promo={toggle ? 'off' : undefined}>
              {setupLabel}
            </CheckoutOption>
            <CheckoutOption id={ACTION.blastPrepay} choice={planChoice('blast-prepay')} foundersOffered={founders} variant="outlined">
              Prepay {PREPAY.months} months: {formatCents(PREPAY.priceCents)} (save {formatCents(prepaySavingsCents())})
            </CheckoutOption>
          </MoreWaysToBuy>
        </>
      }
    />
  );
}

function LiteCard({ promo }: { promo: boolean }) {
  const plan = PLANS['blast-lite'];
  const withSetup = planChoice('blast-lite', setupSoldAs(promo));
  const withSetupToday = formatCents(firstChargeCents('blast-lite', withSetup));
  return (
    <PlanCard
      anchor="blast-lite"
      plan={plan}
      price={
        <CardPrice of={ACTION.liteStart} cents={plan.priceCents} per="/mo">
          <Caption>{formatCents(plan.priceCents)} today, then monthly</Caption>
        </CardPrice>
      }
      actions={
        <>
          <CheckoutOption id={ACTION.liteStart} choice={planChoice('blast-lite')} variant="contained" size="large">
            Start Blast Lite
          </CheckoutOption>
          <CheckoutOption id={ACTION.liteSetup} choice={withSetup} variant="outlined">
            {promo ? `Start Lite with setup, fee waived: ${withSetupToday}` : `Start Lite with setup: ${withSetupToday}`}
          </CheckoutOption>
        </>
      }
    />
  );
}

/**
 * Mini Blast, the smallest plan (PRODUCT.md): one line under the cards with its price and a
 * way to buy it, worded from the catalogue, so the structured data offers nothing the page does not show.
 */
export function MiniLine() {
  const plan = PLANS.mini;
  return (
    <Stack
      component="section"
      aria-labelledby="mini-name"
      id="mini"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, alignItems: { sm: 'center' } }}
      data-testid="mini-line"
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography id="mini-name" component="h3" sx={{ fontWeight: 800 }}>
          {plan.name}: {formatCents(plan.priceCents)}/mo
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {plan.tagline} {plan.features.join('. ')}.
        </Typography>
      </Box>
      <Box sx={{ minWidth: { sm: 260 } }}>
        <CheckoutOption id="mini-buy" choice={planChoice('mini')} variant="outlined">
          Start {plan.name}
        </CheckoutOption>
      </Box>
    </Stack>
  );
}

const RESERVE_TEXT = 'Reserve a build slot';

function EliteCard() {
  const plan = PLANS.custom;
  return (
    <PlanCard
      anchor="blast-elite"
      plan={plan}
      price={
        <CardPrice of={ACTION.eliteReserve} cents={plan.priceCents} per=" one-time">
          <Caption>The build, paid with “{RESERVE_TEXT}”</Caption>
        </CardPrice>
      }
      actions={
        <>
          <Button component={Link} to={SITE_PAGES.CustomPricing.path} variant="contained" size="large" fullWidth>
            See the custom build
          </Button>
          <CheckoutOption
            id={ACTION.eliteReserve}
            choice={planChoice('custom')}
            variant="outlined"
            detail={`Website ${formatCents(ELITE.websiteBuildCents)} + CRM ${formatCents(ELITE.crmBuildCents)}, bundle saves ${formatCents(ELITE.bundleSavingsCents)}. Managed support ${formatCents(ELITE.managedSupportMonthlyCents)}/mo optional.`}
          >
            {RESERVE_TEXT}: {formatCents(plan.priceCents)}
          </CheckoutOption>
        </>
      }
    />
  );
}

/**
 * The other ways to buy a plan, one tap away: a native <details>, so it opens in the frame of the
 * tap before any script has run, and the app leaves its state alone.
 */
function MoreWaysToBuy({ plan, children }: { plan: Plan; children: ReactNode }) {
  return (
    <Box
      component="details"
      data-testid="more-ways"
      sx={{
        '& > summary': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          minHeight: 44,
          px: 2,
          borderRadius: 1,
          color: 'primary.main',
          fontWeight: 700,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&::after': { content: '"+"', fontSize: 20, lineHeight: 1 },
          '&:hover': { bgcolor: 'rgba(255, 107, 44, 0.08)' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
        },
        '&[open] > summary::after': { content: '"\u2212"' },
      }}
    >
      <summary>More ways to buy {plan.name}</summary>
      <Stack spacing={2} sx={{ mt: 1.5 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * A checkout button with the line that says what it sells, read by screen readers with the button.
 * `promo` marks the option the promo toggle shows when on, or when off (PROMO_SWITCHED).
 */
function CheckoutOption({
  id,
  choice,
  foundersOffered = false,
  promo,
  detail,
  children,
  ...button
}: { id: string; choice: PlanChoice; foundersOffered?: boolean; promo?: 'on' | 'off'; detail?: string; children: ReactNode } & Pick<ButtonProps, 'variant' | 'size'>) {
  const lineId = useId();
  return (
    <Stack spacing={0.5} data-promo={promo}>
      <CheckoutButton
        id={id}
        choice={choice}
        aria-describedby={lineId}
        fullWidth
        {...button}
      >
        {children}
      </CheckoutButton>
      <Typography id={lineId} variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }} data-testid="button-sells">
        {cardLineOf(choice, foundersOffered)}
        {detail && ` ${detail}`}
      </Typography>
    </Stack>
  );
}

/** A card's large price, naming the action (the id of its button) whose price it is. */
function CardPrice({ of, cents, per, promo, children }: { of: string; cents: number; per: string; promo?: 'on' | 'off'; children?: ReactNode }) {
  return (
    <Box data-testid="card-price" data-price-of={of} data-promo={promo}>
      <Typography component="p" sx={{ fontSize: 40, fontWeight: 800, lineHeight: 1.1 }} data-testid="card-price-amount">
        {formatCents(cents)}
        <Typography component="span" sx={{ fontSize: 16, fontWeight: 500, color: 'text.secondary' }}>
          {per}
        </Typography>
      </Typography>
      {children}
    </Box>
  );
}

/** The page a plan's usage is estimated on (the table of usage prices it bills decides which). */
const usageEstimateOf = (planId: PlanId): string | undefined => {
  const prices = usagePricesOf(planId);
  if (!prices) return undefined;
  return `${(prices === LITE_USAGE_PRICES ? SITE_PAGES.LitePricing : SITE_PAGES.BlastPricing).path}#usage-estimate`;
};

/** The plan's month at the page's example volumes (its price plus that usage), for a plan the estimator prices. */
const exampleMonthOf = (planId: PlanId, volumes: ExampleVolumes): number | undefined => {
  const estimated = USAGE_ESTIMATE_PLAN_IDS.find((id) => id === planId);
  return estimated && estimateMonth(estimated, volumes).monthCents;
};

/** A card whose plan bills usage says so in one line, with the plan's month at the example volumes and the estimator's link. */
function UsageLine({ planId }: { planId: PlanId }) {
  const to = usageEstimateOf(planId);
  const { examples } = useContext(CardsContext);
  if (!to) return null;
  const monthCents = exampleMonthOf(planId, examples);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="usage-line">
      {monthCents === undefined
        ? 'Plus usage: calls, texts, email and AI are billed per use.'
        : `Plus usage: calls, texts, email and AI are billed per use, about ${formatCents(monthCents)} a month with usage at example volumes.`}{' '}
      <MuiLink component={Link} to={to}>
        {monthCents === undefined ? 'Estimate your month' : 'Estimate yours'}
      </MuiLink>
    </Typography>
  );
}

/** The rows every card has, in order: name, price, tagline, features, go-live, usage, actions. */
const CARD_ROWS = 7;

function PlanCard({ anchor, plan, price, actions }: { anchor: string; plan: Plan; price: ReactNode; actions: ReactNode }) {
  const { planFacts } = useContext(CardsContext);
  // Side by side (md and up), each card spans the grid's rows as a subgrid: the same row of every
  // card has the same height, so the actions, and their main buttons, start on one line.
  const rows = { display: { xs: 'flex', md: 'grid' }, flexDirection: 'column', gridTemplateRows: { md: 'subgrid' } } as const;
  return (
    <Card
      id={anchor}
      component="article"
      aria-labelledby={`${anchor}-name`}
      variant="outlined"
      sx={{ ...rows, gridRow: { md: `span ${CARD_ROWS}` }, scrollMarginTop: 120, borderColor: plan.mostPopular ? 'primary.main' : 'divider', borderWidth: plan.mostPopular ? 2 : 1 }}
    >
      <CardContent sx={{ ...rows, gridRow: { md: '1 / -1' }, gap: 2, flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={`${anchor}-name`} variant="h3" sx={{ fontSize: 24, fontWeight: 800 }}>
            {plan.name}
          </Typography>
          {plan.mostPopular && <Chip label="Most Popular" color="primary" size="small" />}
        </Stack>
        <Box data-testid="card-head">{price}</Box>
        <Typography sx={{ color: 'text.secondary' }}>{plan.tagline}</Typography>
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
              {feature}
            </ListItem>
          ))}
          {planFacts?.(plan.id)}
        </List>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Go-live: {plan.goLive}
        </Typography>
        <Box>
          <UsageLine planId={plan.id} />
        </Box>
        {/* A gap, not margins: the promo switch's hidden variant (display: none) leaves no space above the main button. */}
        <Stack spacing={2} useFlexGap sx={{ mt: { xs: 'auto', md: 0 } }} data-testid="card-actions">
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}
