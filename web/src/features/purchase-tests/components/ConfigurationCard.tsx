import { CHECK_CONSOLE } from '@blast/catalog';
import { Chip, Stack, Typography } from '@mui/material';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { useOperatorFacts } from '../../../lib/operator-facts';
import { useConfigurationStatus } from '../api/purchase-tests';

const PAYMENTS = {
  'stand-in': ['Local stand-in (no Stripe key)', 'info'],
  test: ['Stripe test mode', 'success'],
  live: ['Stripe LIVE: simulations refused', 'error'],
} as const;

function Line({ label, value, color }: { label: string; value: string; color: 'success' | 'info' | 'error' | 'warning' }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2">{label}</Typography>
      <Chip size="small" label={value} color={color} variant="outlined" />
    </Stack>
  );
}

/** A hook: configured (its host), or the local inbox. */
function HookLine({ label, configured, host }: { label: string; configured: boolean; host: string }) {
  return <Line label={label} value={configured ? `Configured (${host})` : `Not configured: local inbox ${host}`} color={configured ? 'success' : 'warning'} />;
}

/**
 * The CRM's sign-in address the pages' "Log in" goes to: the one published on /admin/site, else
 * the build's CRM_LOGIN_URL (lib/operator-facts.tsx); the prerendered nav and footer carry its
 * link, or none while neither is given.
 */
function LoginLine() {
  const address = useOperatorFacts().crmLoginUrl;
  return (
    <Stack direction="row" data-testid="config-crm-login" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2">CRM sign-in, the pages&apos; Log in (/admin/site, else CRM_LOGIN_URL)</Typography>
      <Chip
        size="small"
        label={address ?? 'Not set: no Log in link on the pages'}
        color={address ? 'success' : 'warning'}
        variant="outlined"
        sx={{ maxWidth: '60%' }}
      />
    </Stack>
  );
}

/** The configuration the server really runs with: payments, each lead hook, the customer hook and the owner's alerts hook; and the pages' CRM sign-in address. */
export function ConfigurationCard() {
  const query = useConfigurationStatus();
  return (
    <Panel title="Configuration Status" testId="configuration-status">
      <QueryState query={query}>
        {(config) => (
          <Stack spacing={1}>
            <Line label="Card payments" value={PAYMENTS[config.payments.mode][0]} color={PAYMENTS[config.payments.mode][1]} />
            <Line label="Webhook signing secret" value={config.payments.webhookSecretConfigured ? 'Configured' : 'Missing'} color={config.payments.webhookSecretConfigured ? 'success' : 'error'} />
            {config.leadHooks.map(({ hook, ...status }) => (
              <HookLine key={hook} label={`Lead hook: ${hook}`} {...status} />
            ))}
            <HookLine label="Customer hook (the CRM)" {...config.customerHook} />
            <HookLine label="Ops alerts (OPS_HOOK_URL)" {...config.opsHook} />
            <LoginLine />
            {config.leadHooks.some(({ configured }) => configured) && (
              <Typography variant="body2" color="text.secondary" data-testid="check-console">
                <strong>{CHECK_CONSOLE}</strong>: the functions log every delivery attempt to a lead hook (delivered, retrying or given
                up, with the lead id and the hook) in the Firebase console&apos;s Functions logs, or in the emulators&apos; log when run
                locally; the dashboard&apos;s leads table shows each lead&apos;s delivery status.
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              Site: {config.siteUrl}
            </Typography>
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
