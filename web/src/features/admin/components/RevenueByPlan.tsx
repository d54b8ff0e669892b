import type { RevenueByPlan as PlanRevenue } from '@blast/catalog';
import { DataTable, type Column } from '../../../components/DataTable';
import { count, dollars, planLabel } from '../figures';

const PLAN_COLUMNS: readonly Column<PlanRevenue>[] = [
  { header: 'Plan', render: (row) => planLabel(row.plan) },
  { header: 'Purchases', align: 'right', nowrap: true, render: (row) => count(row.purchases) },
  { header: 'Revenue', align: 'right', nowrap: true, render: (row) => dollars(row.revenueCents) },
  { header: 'Refunds', align: 'right', nowrap: true, render: (row) => dollars(row.refundedCents) },
];

/** What each plan brought in over the period: purchases paid, money paid and refunded (renewals under their plan); its money sums to Revenue. */
export function RevenueByPlan({ rows }: { rows: readonly PlanRevenue[] }) {
  return <DataTable label="Revenue by plan" testId="revenue-by-plan" columns={PLAN_COLUMNS} rows={rows} rowKey={(row) => row.plan} />;
}
