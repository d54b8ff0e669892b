import { TRIAL, TRIAL_DAYS } from '@blast/catalog';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { EmailLink } from '../components/EmailLink';
import { PageIntro } from '../components/PageIntro';
import { SITE } from '../config/site';
import { OrderDetails } from '../features/order/components/OrderDetails';
import { ThankYouLinks } from '../features/order/components/ThankYouLinks';

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
      <ThankYouLinks />
    </PageIntro>
  );
}
