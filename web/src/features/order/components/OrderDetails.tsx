import { formatCents, type OrderSummary } from '@blast/catalog';
import { Paper, Stack, Typography } from '@mui/material';
import { nextLine, planLine, setupLine } from '../order-text';

/**
 * The buyer's own order (useOrder): the prerendered page is the generic one, and stays so without
 * a session id, or with one the API knows no paid order of this site by.
 */
export function OrderDetails({ order }: { order: OrderSummary | undefined }) {
  if (!order) return null;
  const next = nextLine(order);
  const setup = setupLine(order);
  return (
    <Paper variant="outlined" component="section" aria-label="Your order" data-testid="order-details" sx={{ p: 3, mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: 22, fontWeight: 700, mb: 1.5 }} data-testid="order-plan">
        {planLine(order)}
      </Typography>
      <Stack spacing={0.75}>
        <Typography data-testid="order-paid-today">Paid today: {formatCents(order.paidTodayCents)}</Typography>
        {setup && <Typography data-testid="order-setup">{setup}</Typography>}
        {next && <Typography data-testid="order-next">{next}</Typography>}
        {order.email && <Typography data-testid="order-email">Receipt sent to {order.email}</Typography>}
        <Typography variant="body2" color="text.secondary" data-testid="order-reference">
          Order reference: {order.reference}
        </Typography>
      </Stack>
    </Paper>
  );
}
