import {
  FOUNDERS_MONTHLY_CENTS,
  MAX_USAGE_VOLUME,
  PLANS,
  TRIAL_DAYS,
  USAGE_ESTIMATE_VOLUMES,
  estimateMonth,
  exampleVolumesOf,
  formatCents,
  formatCount,
  formatMicroUsd,
  type ExampleVolumes,
  type UsageEstimatePlan,
} from '@blast/catalog';
import { Box, Paper, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { NativeField } from '../../../components/NativeField';
import { USAGE_ESTIMATE_MARKS, estimateTexts, volumeInputId } from '../usage-estimate-text';

const ALL_VOLUMES = USAGE_ESTIMATE_VOLUMES.map(({ id }) => volumeInputId(id)).join(' ');
/**
 * A month in one number, for the plans that bill usage side by side: the plan's price plus its
 * usage at the catalogue's prices. A native form, opened on example volumes (labelled as
 * examples): the owner's `usageExamples` as published (/admin/site), or else the catalogue's.
 * From the volumes (empty, counted as 0) usage-estimate-island.ts makes each line's quantity x
 * unit price = amount, the usage's total and the month's, before the app runs and after. The figures are the island's: React renders them for the example volumes and
 * leaves them as it finds them.
 */
export function UsageEstimate({ plans, usageExamples = null }: { plans: readonly UsageEstimatePlan[]; usageExamples?: ExampleVolumes | null }) {
  const { id, headingId, hintId } = USAGE_ESTIMATE_MARKS;
  const examples = exampleVolumesOf({ usageExamples });
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ scrollMarginTop: 120 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: 24, md: 28 }, fontWeight: 800, mb: 1 }}>
        What a month costs: plan plus usage
      </Typography>
      <Typography id={hintId} sx={{ color: 'text.secondary', mb: 3 }}>
        {`Example volumes are filled in${usageExamples ? '' : " (a small wholesaler's month)"}, not yours: change them to the calls, texts, emails and AI you expect in a month, in whole numbers up to ${formatCount(MAX_USAGE_VOLUME)}; an empty field counts as none.`}
      </Typography>
      <Box component="form" data-usage-estimate="" aria-labelledby={headingId} sx={{ '& input:invalid': { borderColor: 'error.main' } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }}>
          {USAGE_ESTIMATE_VOLUMES.map((volume) => (
            <NativeField
              key={volume.id}
              label={volume.label}
              name={volume.id}
              id={volumeInputId(volume.id)}
              type="number"
              min={0}
              max={MAX_USAGE_VOLUME}
              step={1}
              inputMode="numeric"
              aria-describedby={hintId}
              defaultValue={examples[volume.id]}
            />
          ))}
        </Box>
        <Typography role="alert" data-estimate-unreadable="" hidden sx={{ color: 'error.light', mb: 2, '&[hidden]': { display: 'none' } }} suppressHydrationWarning>
          {`A volume is a whole number from 0 to ${formatCount(MAX_USAGE_VOLUME)}: correct the field marked in red to see the totals.`}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${plans.length}, 1fr)` }, gap: 2 }}>
          {plans.map((planId) => (
            <PlanEstimate key={planId} planId={planId} examples={examples} />
          ))}
        </Box>
      </Box>
      <Typography sx={{ color: 'text.secondary', mt: 2, fontSize: 14 }} data-testid="usage-estimate-trial">
        {`The free trial charges nothing: during Blast CRM's ${TRIAL_DAYS}-day trial you pay $0, usage included. A card is kept on file, and the month above is billed from the end of the trial unless you cancel within the ${TRIAL_DAYS} days.`}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, fontSize: 14 }} data-testid="usage-estimate-rounding">
        The plan is its regular monthly price (and Blast CRM's founders rate beside it). Each usage amount keeps its fractions of a cent; the usage in all is rounded once, to the nearest cent.
      </Typography>
    </Box>
  );
}

const cellSx = { px: 1, py: 1, verticalAlign: 'top', fontSize: { xs: 13, sm: 14 } } as const;
/** Figures in columns; the amount never breaks, the volume x price may (a phone, a large volume). */
const arithmeticSx = { ...cellSx, fontVariantNumeric: 'tabular-nums' } as const;
const figureSx = { ...arithmeticSx, whiteSpace: 'nowrap' } as const;

const totalSx = { ...figureSx, color: 'text.primary', fontWeight: 700, fontSize: { xs: 14, sm: 15 } } as const;
const totalHeadSx = { ...cellSx, color: 'text.primary', fontWeight: 700, fontSize: { xs: 14, sm: 15 } } as const;

/** The plan whose founders rate the estimator prices too (the catalogue's planPriceCents). */
const FOUNDERS_PLAN: UsageEstimatePlan = 'blast';

function PlanEstimate({ planId, examples }: { planId: UsageEstimatePlan; examples: ExampleVolumes }) {
  const { usage: estimate, planCents } = estimateMonth(planId, examples);
  const foundersCents = planId === FOUNDERS_PLAN ? FOUNDERS_MONTHLY_CENTS : undefined;
  const texts = estimateTexts(planCents, estimate.lines, foundersCents);
  const name = PLANS[planId].name;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-estimate-plan={planId} data-plan-cents={planCents} data-founders-cents={foundersCents}>
      <Typography component="h3" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>
        {name}
      </Typography>
      <Table size="small" aria-label={`${name}: a month's cost`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={cellSx}>Service</TableCell>
            <TableCell component="th" scope="col" sx={cellSx}>Volume × price</TableCell>
            <TableCell component="th" scope="col" align="right" sx={cellSx}>Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {estimate.lines.map((line, index) => (
            <TableRow key={line.id} data-estimate-line={line.id} data-unit-micro-usd={line.unitMicroUsd}>
              <TableCell component="th" scope="row" sx={cellSx}>
                {line.label}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
                  {line.unit}
                </Box>
              </TableCell>
              <TableCell sx={arithmeticSx}>
                <span data-estimate-quantity="" suppressHydrationWarning>
                  {texts.lines[index].quantity}
                </span>
                {` × ${formatMicroUsd(line.unitMicroUsd)} =`}
              </TableCell>
              <TableCell align="right" sx={figureSx}>
                <output htmlFor={volumeInputId(line.id)} aria-live="off" data-estimate-amount="" suppressHydrationWarning>
                  {texts.lines[index].amount}
                </output>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ ...cellSx, color: 'text.primary' }}>
              Usage
            </TableCell>
            <TableCell align="right" sx={{ ...figureSx, color: 'text.primary' }}>
              <output htmlFor={ALL_VOLUMES} aria-live="off" data-estimate-total="" suppressHydrationWarning>
                {texts.total}
              </output>
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ ...cellSx, color: 'text.primary' }}>
              {`${name}, a month`}
            </TableCell>
            <TableCell align="right" sx={{ ...figureSx, color: 'text.primary' }} data-estimate-plan-price="">
              {texts.plan}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={totalHeadSx}>
              Your month, plan plus usage
            </TableCell>
            <TableCell align="right" sx={totalSx}>
              <output htmlFor={ALL_VOLUMES} data-estimate-month="" suppressHydrationWarning>
                {texts.month}
              </output>
            </TableCell>
          </TableRow>
          {foundersCents !== undefined && (
            <TableRow>
              <TableCell component="th" scope="row" colSpan={2} sx={cellSx}>
                {`At the founders rate (${formatCents(foundersCents)} a month while founders seats last), plan plus usage`}
              </TableCell>
              <TableCell align="right" sx={figureSx}>
                <output htmlFor={ALL_VOLUMES} data-estimate-founders-month="" suppressHydrationWarning>
                  {texts.foundersMonth}
                </output>
              </TableCell>
            </TableRow>
          )}
        </TableFooter>
      </Table>
    </Paper>
  );
}
