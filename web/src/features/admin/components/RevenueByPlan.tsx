import type { RevenueByPlan as PlanRevenue } from '@blast/catalog';
import { DataTable, type Column } from '../../../components/DataTable';
import { count, planLabel, signedDollars } from '../figures';

const PLAN_COLUMNS: readonly Column<PlanRevenue>[] = [
  { header: 'Plan', render: (row) => planLabel(row.plan) },
  { header: 'Purchases', align: 'right', nowrap: true, render: (row) => count(row.purchases) },
  { header: 'Revenue (net)', align: 'right', nowrap: true, render: (row) => signedDollars(row.revenueCents) },
];

/** What each plan brought in over the period: purchases paid and money net of refunds (renewals under their plan). */
export function RevenueByPlan({ rows }: { rows: readonly PlanRevenue[] }) {
  return <DataTable label="Revenue by plan" testId="revenue-by-plan" columns={PLAN_COLUMNS} rows={rows} rowKey={(row) => row.plan} />;
}
