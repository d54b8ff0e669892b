import { CANCELLATION, SITE_PAGES } from '@blast/catalog';
import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ManageSubscriptionLink } from './ManageSubscriptionLink';

/** How both thank-you pages end: the way to the customer portal with the one cancellation story, then back to the site. */
export function ThankYouLinks() {
  return (
    <>
      <Typography variant="body2" sx={{ mb: 3 }}>
        <ManageSubscriptionLink />. <span data-testid="order-cancellation">{CANCELLATION}</span>
      </Typography>
      <Button component={Link} to={SITE_PAGES.Home.path} variant="outlined">
        Back to the site
      </Button>
    </>
  );
}
