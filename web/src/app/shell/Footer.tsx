import { CANCELLATION, SITE_PAGES, TRIAL_LABEL } from '@blast/catalog';
import { Box, Container, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ManageSubscriptionLink } from '../../features/order/components/ManageSubscriptionLink';
import { useOperatorFacts } from '../../lib/operator-facts';
import { LOG_IN_TEXT } from './nav-links';

const SEO_LINKS = [
  [SITE_PAGES.RealEstateInvestorCrm.path, 'Real Estate Investor CRM'],
  [SITE_PAGES.WholesalingCrm.path, 'Wholesaling CRM'],
  [SITE_PAGES.CreativeFinanceCrm.path, 'Creative Finance CRM'],
  [SITE_PAGES.FreeTrial.path, `Free ${TRIAL_LABEL}`],
] as const;

const LEGAL_LINKS = [
  [SITE_PAGES.Terms.path, 'Terms'],
  [SITE_PAGES.Privacy.path, 'Privacy'],
  [SITE_PAGES.Disclaimer.path, 'Disclaimer'],
] as const;

function LinkRow({ links, label }: { links: readonly (readonly [string, string])[]; label: string }) {
  return (
    <Stack component="ul" direction="row" aria-label={label} sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
      {links.map(([to, text]) => (
        <li key={to}>
          <MuiLink component={Link} to={to} color="inherit" underline="hover">
            {text}
          </MuiLink>
        </li>
      ))}
    </Stack>
  );
}

/** SPEC §1-2's footer: the security and privacy note, the SEO pages and trial, the legal pages; "Log in" once the CRM's sign-in address is published or set (lib/operator-facts.tsx). */
export function Footer() {
  const { crmLoginUrl } = useOperatorFacts();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 5, mt: 8, color: 'text.secondary' }}>
      <Container maxWidth="lg">
        <Stack spacing={2.5}>
          <Typography variant="body2" data-testid="security-note">
            Security and privacy: least-privilege access, no data resale, instant cancellations, NDAs on request.
          </Typography>
          <LinkRow links={SEO_LINKS} label="Blast CRM for investors" />
          <LinkRow links={LEGAL_LINKS} label="Legal" />
          {crmLoginUrl && (
            <Typography variant="body2">
              Already a customer?{' '}
              <MuiLink href={crmLoginUrl} color="inherit" underline="always" data-testid="footer-log-in">
                {LOG_IN_TEXT}
              </MuiLink>
            </Typography>
          )}
          <Typography variant="body2">
            <ManageSubscriptionLink color="inherit" underline="hover" data-testid="footer-manage-subscription" />
            {'. '}
            <span data-testid="footer-cancellation">{CANCELLATION}</span>
          </Typography>
          <Typography variant="caption">© {new Date().getFullYear()} Blast CRM</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
