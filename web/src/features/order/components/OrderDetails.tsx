import { formatCents, type OrderSummary } from '@blast/catalog';
import { Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getOrder, sessionIdOf } from '../api/get-order';
import { nextLine, planLine } from '../order-text';

/**
 * The buyer's own order, filled in once the page runs: the prerendered page is the generic one,
 * and stays so without a session id, or with one the API knows no paid order of this site by.
 */
export function OrderDetails() {
  const { search } = useLocation();
  const [order, setOrder] = useState<OrderSummary>();
  useEffect(() => {
    const sessionId = sessionIdOf(search);
    if (!sessionId) return;
    let current = true;
    getOrder(sessionId)
      .then((found) => current && setOrder(found))
      .catch((err: unknown) => console.error('Could not read the order; the page stays generic', err));
    return () => {
      current = false;
    };
  }, [search]);
  if (!order) return null;
  const next = nextLine(order);
  return (
    <Paper variant="outlined" component="section" aria-label="Your order" data-testid="order-details" sx={{ p: 3, mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: 22, fontWeight: 700, mb: 1.5 }} data-testid="order-plan">
        {planLine(order)}
      </Typography>
      <Stack spacing={0.75}>
        <Typography data-testid="order-paid-today">Paid today: {formatCents(order.paidTodayCents)}</Typography>
        {next && <Typography data-testid="order-next">{next}</Typography>}
        {order.email && <Typography data-testid="order-email">Receipt sent to {order.email}</Typography>}
        <Typography variant="body2" color="text.secondary" data-testid="order-reference">
          Order reference: {order.reference}
        </Typography>
      </Stack>
    </Paper>
  );
}
