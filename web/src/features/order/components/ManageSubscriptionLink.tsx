import { Link as MuiLink, type LinkProps } from '@mui/material';
import { SITE } from '../../../config/site';

const MANAGE_SUBSCRIPTION_LABEL = 'Manage or cancel your subscription';

/** A plain link to Stripe's customer portal (through the API's redirect to its login). */
export function ManageSubscriptionLink(props: Omit<LinkProps, 'href'>) {
  return (
    <MuiLink href={SITE.billingPortalUrl} {...props}>
      {MANAGE_SUBSCRIPTION_LABEL}
    </MuiLink>
  );
}
