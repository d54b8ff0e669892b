import { PLAN_IDS, PLANS, PURCHASE_TESTS_TITLE, TEST_CUSTOMER, formatCents, type PlanId } from '@blast/catalog';
import { Button, Container, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Panel } from '../../../components/Panel';
import { useRefreshLifecycleSessions } from '../api/lifecycle';
import { createTestCheckout, sendTestLead, simulatePayment, type VisitorCalls } from '../api/purchase-tests';
import { ConfigurationCard } from './ConfigurationCard';
import { HowToCard } from './HowToCard';
import { LifecyclePanel } from './LifecyclePanel';
import { newResultId, timeOfDay, type TestResult } from './results';
import { TestResults } from './TestResults';

/**
 * SPEC §2's Purchase Testing Interface: one test at a time, every outcome in the results list.
 * The checkout and lead tests go through the visitor's own calls, passed in by the page.
 */
export function PurchaseTests(calls: VisitorCalls) {
  const [results, setResults] = useState<TestResult[]>([]);
  const [running, setRunning] = useState(false);
  const [name, setName] = useState<string>(TEST_CUSTOMER.name);
  const [email, setEmail] = useState<string>(TEST_CUSTOMER.email);
  const [plan, setPlan] = useState<PlanId>('blast');
  const refreshSessions = useRefreshLifecycleSessions();
  // SPEC §5: empty inputs fall back to the test customer.
  const customer = () => ({ name: name.trim() || TEST_CUSTOMER.name, email: email.trim() || TEST_CUSTOMER.email });

  const run = async (test: string, action: () => Promise<string>) => {
    const id = newResultId();
    const settle = (status: TestResult['status'], details: string) =>
      setResults((list) => list.map((r) => (r.id === id ? { ...r, status, details, timestamp: timeOfDay() } : r)));
    setRunning(true);
    setResults((list) => [...list, { id, test, status: 'pending', details: 'Running...', timestamp: timeOfDay() }]);
    try {
      settle('success', await action());
    } catch (err) {
      settle('error', err instanceof Error ? err.message : String(err));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 3 }}>
        {PURCHASE_TESTS_TITLE}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Panel title="Checkout Tests" testId="checkout-tests">
              <Stack spacing={1}>
                {PLAN_IDS.map((id) => (
                  <Button key={id} variant="outlined" disabled={running} onClick={() => run(`Checkout: ${PLANS[id].name}`, () => createTestCheckout(calls, id, customer()).finally(() => void refreshSessions()))}>
                    Test {PLANS[id].name} checkout ({formatCents(PLANS[id].priceCents)})
                  </Button>
                ))}
              </Stack>
            </Panel>
            <Panel title="Webhook Simulation" testId="webhook-simulation">
              <Stack spacing={2}>
                <TextField label="Customer name" value={name} onChange={(e) => setName(e.target.value)} />
                <TextField label="Customer email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                <TextField select label="Plan" value={plan} onChange={(e) => setPlan(e.target.value as PlanId)}>
                  {PLAN_IDS.map((id) => (
                    <MenuItem key={id} value={id}>
                      {PLANS[id].name}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  disabled={running}
                  onClick={() =>
                    run(`Simulated payment: ${PLANS[plan].name}`, async () => {
                      const paid = await simulatePayment(plan, customer());
                      return `Payment of ${formatCents(paid.amount)} recorded through the webhook (event ${paid.eventId}, session ${paid.sessionId})`;
                    })
                  }
                >
                  Simulate Payment
                </Button>
              </Stack>
            </Panel>
            <LifecyclePanel running={running} run={run} />
            <Panel title="Lead Capture Test" testId="lead-capture-test">
              <Button
                variant="contained"
                color="secondary"
                disabled={running}
                onClick={() => run('Lead capture', async () => `Lead stored (id ${(await sendTestLead(calls)).id}); forwarding to the lead hook`)}
              >
                Test Lead Capture
              </Button>
            </Panel>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <TestResults results={results} onClear={() => setResults([])} />
            <ConfigurationCard />
            <HowToCard />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
