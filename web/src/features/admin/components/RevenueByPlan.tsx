import type { RevenueByPlan as PlanRevenue } from '@blast/catalog';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { TableRegion } from '../../../components/TableRegion';
import { dollars, planLabel } from '../figures';

/** What each plan brought in over the period: purchases paid and money net of refunds (renewals under their plan). */
export function RevenueByPlan({ rows }: { rows: readonly PlanRevenue[] }) {
  return (
    <TableRegion label="Revenue by plan">
      <Table size="small" aria-label="Revenue by plan" data-testid="revenue-by-plan">
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Purchases</TableCell>
            <TableCell align="right">Revenue (net)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.plan}>
              <TableCell>{planLabel(row.plan)}</TableCell>
              <TableCell align="right">{row.purchases.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{row.revenueCents < 0 ? `-${dollars(-row.revenueCents)}` : dollars(row.revenueCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
