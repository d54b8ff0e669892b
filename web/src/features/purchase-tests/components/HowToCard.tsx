import { Typography } from '@mui/material';
import { Panel } from '../../../components/Panel';

export function HowToCard() {
  return (
    <Panel title="How to Test" testId="how-to-test">
      <Typography component="ol" variant="body2" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
        <li>Checkout tests create a real checkout session for each plan and show its address: open it to pay on the local stand-in (or in Stripe test mode, with card 4242 4242 4242 4242).</li>
        <li>Simulate Payment builds a completed-checkout event on the server, signs it and sends it through the payment webhook: it appears in Recent Conversions on the dashboard within seconds. It never takes a founders seat.</li>
        <li>
          Payment Lifecycle plays what follows a checkout on a local stand-in session, as Stripe&apos;s test clocks would: pay by card or by a delayed bank
          debit (then make it succeed or fail), expire the session (a founders seat comes back), end a trial, renew, fail a renewal, cancel, refund, dispute.
          Each sends Stripe&apos;s signed events through the real webhook; the dashboard&apos;s Revenue and Recent Conversions follow.
        </li>
        <li>Test Lead Capture stores a lead with source test, campaign lead-testing and medium dev-interface, and forwards it to the lead hook; its delivery shows in the dashboard&apos;s leads table.</li>
        <li>Run <code>npm run hooks:inbox</code> to receive the lead hooks locally; with no Stripe key, payments use the local stand-in.</li>
      </Typography>
    </Panel>
  );
}
