import { TRIAL, TRIAL_DAYS } from '@blast/catalog';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { EmailLink } from '../components/EmailLink';
import { PageIntro } from '../components/PageIntro';
import { SITE } from '../config/site';
import { ManageSubscriptionLink } from '../features/order/components/ManageSubscriptionLink';
import { OrderDetails } from '../features/order/components/OrderDetails';

export default function ThankYouTrial() {
  return (
    <PageIntro title={`Your ${TRIAL_DAYS}-day trial has started`} lead="Welcome to Blast CRM.">
      <OrderDetails />
      <List sx={{ mb: 2 }}>
        <ListItem disableGutters>
          <ListItemText primary="Check your email" secondary="Your login credentials arrive by email within 5 minutes." />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText primary="Explore your dashboard" secondary="Your pipeline, workflows and bots are preloaded: open a lead and see them work." />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary="Questions?"
            secondary={
              <>
                Email support at <EmailLink address={SITE.supportEmail} />.
              </>
            }
          />
        </ListItem>
      </List>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {TRIAL.terms} {TRIAL.reminder}
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        <ManageSubscriptionLink />
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        Back to the site
      </Button>
    </PageIntro>
  );
}
