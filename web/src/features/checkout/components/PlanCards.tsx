import {
  ELITE,
  FOUNDERS_MONTHLY_CENTS,
  FOUNDERS_NOTE,
  PLANS,
  PREPAY,
  SETUP_FEE_CENTS,
  TRIAL_BUTTON_TEXT,
  WAIVED_BUTTON_TEXT,
  firstChargeCents,
  formatCents,
  prepaySavingsCents,
  type Plan,
} from '@blast/catalog';
import { Box, Button, Card, CardContent, Chip, List, ListItem, Stack, Typography, type ButtonProps } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cardLineOf, type ChargeChoice } from '../charge-summary';
import { CheckoutButton } from './CheckoutButton';

/**
 * The three plan cards of Home and /pricing: Blast CRM (#blast), Blast Lite (#blast-lite), Elite.
 * The founders rate is offered while `seatsLeft` (the seats feature's count) is above zero.
 * Beside every checkout button, the card says what that button sells (PRODUCT.md). With `promo`,
 * the Blast CRM card holds both of its first buttons and the promo toggle (PromoToggle) shows one.
 */
export function PlanCards({ seatsLeft, promo = false }: { seatsLeft: number; promo?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'stretch' }}>
      <BlastCard founders={seatsLeft > 0} promo={promo} />
      <LiteCard />
      <EliteCard />
    </Box>
  );
}

function BlastCard({ founders, promo }: { founders: boolean; promo: boolean }) {
  const plan = PLANS.blast;
  const monthly = founders ? FOUNDERS_MONTHLY_CENTS : plan.priceCents;
  return (
    <PlanCard
      anchor="blast"
      plan={plan}
      price={
        <>
          <Price cents={monthly} per="/mo" />
          {founders && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <s>{formatCents(plan.priceCents)}/mo</s> {FOUNDERS_NOTE}
            </Typography>
          )}
        </>
      }
      actions={
        <>
          {promo && (
            <CheckoutOption choice={{ plan: 'blast', foundersRate: founders, includeSetup: false, trial: false }} foundersOffered={founders} variant="contained" size="large" promo="on">
              {WAIVED_BUTTON_TEXT}
            </CheckoutOption>
          )}
          <CheckoutOption choice={{ plan: 'blast', foundersRate: false, includeSetup: false, trial: true }} foundersOffered={founders} variant="contained" size="large" promo={promo ? 'off' : undefined}>
            {TRIAL_BUTTON_TEXT}
          </CheckoutOption>
          <CheckoutOption choice={{ plan: 'blast', foundersRate: founders, includeSetup: true, trial: false }} foundersOffered={founders} variant="outlined">
            Join with done-for-you setup: {formatCents(firstChargeCents('blast', { foundersRate: founders, includeSetup: true }))} today
          </CheckoutOption>
          <CheckoutOption choice={{ plan: 'blast-prepay', foundersRate: false, includeSetup: false, trial: false }} foundersOffered={founders} variant="text">
            Prepay {PREPAY.months} months: {formatCents(PREPAY.priceCents)} (save {formatCents(prepaySavingsCents())})
          </CheckoutOption>
        </>
      }
    />
  );
}

function LiteCard() {
  const plan = PLANS['blast-lite'];
  const withSetupCents = firstChargeCents('blast-lite', { includeSetup: true });
  return (
    <PlanCard
      anchor="blast-lite"
      plan={plan}
      price={
        <>
          <Price cents={plan.priceCents} per="/mo" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Optional setup {formatCents(SETUP_FEE_CENTS)} ({formatCents(withSetupCents)} first charge)
          </Typography>
        </>
      }
      actions={
        <>
          <CheckoutOption choice={{ plan: 'blast-lite', foundersRate: false, includeSetup: false, trial: false }} variant="contained" size="large">
            Start Blast Lite
          </CheckoutOption>
          <CheckoutOption choice={{ plan: 'blast-lite', foundersRate: false, includeSetup: true, trial: false }} variant="outlined">
            Start Lite with setup: {formatCents(withSetupCents)}
          </CheckoutOption>
        </>
      }
    />
  );
}

function EliteCard() {
  const plan = PLANS.custom;
  return (
    <PlanCard
      anchor="blast-elite"
      plan={plan}
      price={
        <>
          <Price cents={plan.priceCents} per=" one-time" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Website {formatCents(ELITE.websiteBuildCents)} + CRM {formatCents(ELITE.crmBuildCents)}, bundle saves{' '}
            {formatCents(ELITE.bundleSavingsCents)}. Managed support {formatCents(ELITE.managedSupportMonthlyCents)}/mo optional.
          </Typography>
        </>
      }
      actions={
        <>
          <Button component={Link} to="/custom-pricing" variant="contained" size="large" fullWidth>
            See the custom build
          </Button>
          <CheckoutOption choice={{ plan: 'custom', foundersRate: false, includeSetup: false, trial: false }} variant="outlined">
            Reserve a build slot: {formatCents(plan.priceCents)}
          </CheckoutOption>
        </>
      }
    />
  );
}

/**
 * A checkout button with the line that says what it sells, read by screen readers with the button.
 * `promo` marks the option the promo toggle shows when on, or when off (PROMO_SWITCHED).
 */
function CheckoutOption({
  choice,
  foundersOffered = false,
  promo,
  children,
  ...button
}: { choice: ChargeChoice; foundersOffered?: boolean; promo?: 'on' | 'off'; children: ReactNode } & Pick<ButtonProps, 'variant' | 'size'>) {
  const lineId = useId();
  return (
    <Stack spacing={0.5} data-promo={promo}>
      <CheckoutButton
        plan={choice.plan}
        setup={choice.includeSetup}
        foundersRate={choice.foundersRate}
        trial={choice.trial}
        aria-describedby={lineId}
        fullWidth
        {...button}
      >
        {children}
      </CheckoutButton>
      <Typography id={lineId} variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }} data-testid="button-sells">
        {cardLineOf(choice, foundersOffered)}
      </Typography>
    </Stack>
  );
}

function Price({ cents, per }: { cents: number; per: string }) {
  return (
    <Typography component="p" sx={{ fontSize: 40, fontWeight: 800, lineHeight: 1.1 }}>
      {formatCents(cents)}
      <Typography component="span" sx={{ fontSize: 16, fontWeight: 500, color: 'text.secondary' }}>
        {per}
      </Typography>
    </Typography>
  );
}

function PlanCard({ anchor, plan, price, actions }: { anchor: string; plan: Plan; price: ReactNode; actions: ReactNode }) {
  return (
    <Card
      id={anchor}
      component="article"
      aria-labelledby={`${anchor}-name`}
      variant="outlined"
      sx={{ scrollMarginTop: 120, display: 'flex', flexDirection: 'column', borderColor: plan.mostPopular ? 'primary.main' : 'divider', borderWidth: plan.mostPopular ? 2 : 1 }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={`${anchor}-name`} variant="h3" sx={{ fontSize: 24, fontWeight: 800 }}>
            {plan.name}
          </Typography>
          {plan.mostPopular && <Chip label="Most Popular" color="primary" size="small" />}
        </Stack>
        <Box>{price}</Box>
        <Typography sx={{ color: 'text.secondary' }}>{plan.tagline}</Typography>
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
              {feature}
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Go-live: {plan.goLive}
        </Typography>
        <Stack spacing={2} sx={{ mt: 'auto' }}>
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}
