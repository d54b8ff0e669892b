/**
 * The usage estimator as a visitor uses it (/blast-pricing, /lite-pricing): volumes typed into its
 * labelled fields, and each plan's figures read off the page and held to the catalogue's own
 * estimateMonth, line by line (quantity x unit price = amount), the usage in all, the plan's price
 * and the month in one number (Blast CRM's at the founders rate too).
 */
import type { Page } from '@playwright/test';
import { FOUNDERS_MONTHLY_CENTS, PLANS, USAGE_ESTIMATE_PLAN_IDS, USAGE_ESTIMATE_VOLUMES, estimateMonth, formatCents, formatCount, formatMicroUsd, type UsageEstimatePlan, type UsageVolumes } from '@blast/catalog';
import { expect } from './fixtures';

export const estimator = (page: Page) => page.locator('section#usage-estimate');

/** Types each volume given into its field, key by key (an empty one stays empty). */
export async function typeVolumes(page: Page, volumes: UsageVolumes): Promise<void> {
  for (const { id, label } of USAGE_ESTIMATE_VOLUMES) {
    const field = estimator(page).getByLabel(label, { exact: true });
    await field.clear();
    if (volumes[id] !== undefined) await field.pressSequentially(String(volumes[id]));
  }
}

/** The plan's table of figures, by its accessible name. */
export const planTable = (page: Page, planId: UsageEstimatePlan) => estimator(page).getByRole('table', { name: `${PLANS[planId].name}: a month's cost` });

/** Every figure of both plans is the catalogue's for these volumes. */
export async function expectEstimateShown(page: Page, volumes: UsageVolumes): Promise<void> {
  for (const planId of USAGE_ESTIMATE_PLAN_IDS) {
    const table = planTable(page, planId);
    const { usage: estimate, planCents, monthCents } = estimateMonth(planId, volumes);
    for (const line of estimate.lines) {
      const row = table.locator(`[data-estimate-line="${line.id}"]`);
      await expect(row.getByRole('rowheader')).toHaveText(`${line.label}${line.unit}`);
      await expect(row.getByRole('cell').first()).toHaveText(`${formatCount(line.quantity)} × ${formatMicroUsd(line.unitMicroUsd)} =`);
      await expect(row.locator('output')).toHaveText(formatMicroUsd(line.amountMicroUsd));
    }
    await expect(table.locator('[data-estimate-total]')).toHaveText(formatCents(estimate.totalCents, { alwaysShowCents: true }));
    await expect(table.locator('[data-estimate-plan-price]')).toHaveText(formatCents(planCents, { alwaysShowCents: true }));
    await expect(table.locator('[data-estimate-month]')).toHaveText(formatCents(monthCents, { alwaysShowCents: true }));
    // Blast CRM's month at the founders rate too: the same usage on its price.
    if (planId === 'blast') await expect(table.locator('[data-estimate-founders-month]')).toHaveText(formatCents(FOUNDERS_MONTHLY_CENTS + estimate.totalCents, { alwaysShowCents: true }));
  }
}
