import { Button, List, ListItem, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { PageIntro } from '../components/PageIntro';
import { OrderDetails } from '../features/order/components/OrderDetails';
import { ThankYouLinks } from '../features/order/components/ThankYouLinks';

const NEXT_STEPS = [
  ['Check your email', 'Your receipt and the onboarding form are in your inbox. The form tells us how to set up your account.'],
  ['Book your kickoff call', 'Pick a time for the kickoff call on the demo calendar.'],
  ['Prepare your domain, brand files and offers', 'Your domain login, logo and colours, and the offers you make to sellers.'],
  ['Compliance setup', 'We register your numbers for A2P and start the SMS ramp, so your texts are delivered.'],
] as const;

export default function ThankYou() {
  return (
    <PageIntro title="Thank you for your purchase" lead="You are in. Here is what happens next.">
      <OrderDetails />
      <List component="ol" sx={{ listStyle: 'decimal', pl: 2.5, mb: 3 }}>
        {NEXT_STEPS.map(([title, text]) => (
          <ListItem key={title} sx={{ display: 'list-item' }}>
            <ListItemText primary={title} secondary={text} />
            {title === 'Book your kickoff call' && (
              <Button component={Link} to="/book-demo" size="small">
                Book the kickoff call
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <ThankYouLinks />
    </PageIntro>
  );
}
