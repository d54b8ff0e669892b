import {
  MAX_USAGE_VOLUME,
  PLANS,
  USAGE_ESTIMATE_VOLUMES,
  estimateUsage,
  formatCount,
  formatMicroUsd,
  type UsageEstimatePlan,
} from '@blast/catalog';
import { Box, Paper, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { NativeField } from '../../../components/NativeField';
import { USAGE_ESTIMATE_MARKS, estimateTexts, volumeInputId } from '../usage-estimate-text';

const ALL_VOLUMES = USAGE_ESTIMATE_VOLUMES.map(({ id }) => volumeInputId(id)).join(' ');
/** As prerendered: every field empty, every figure the catalogue's for an empty month. */
const emptyMonth = (planId: UsageEstimatePlan) => estimateUsage(planId, {});

/**
 * A month's usage at the catalogue's prices, for the plans that bill usage side by side: a native
 * form whose volumes (empty, counted as 0) usage-estimate-island.ts turns into each line's
 * quantity x unit price = amount and the month's total, before the app runs and after. The
 * figures are the island's: React renders them for an empty month and leaves them as it finds them.
 */
export function UsageEstimate({ plans }: { plans: readonly UsageEstimatePlan[] }) {
  const { id, headingId, hintId } = USAGE_ESTIMATE_MARKS;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ scrollMarginTop: 120 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: 24, md: 28 }, fontWeight: 800, mb: 1 }}>
        Estimate a month&apos;s usage
      </Typography>
      <Typography id={hintId} sx={{ color: 'text.secondary', mb: 3 }}>
        {`The volumes you expect in a month, in whole numbers up to ${formatCount(MAX_USAGE_VOLUME)}; an empty field counts as none.`}
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
            />
          ))}
        </Box>
        <Typography role="alert" data-estimate-unreadable="" hidden sx={{ color: 'error.light', mb: 2, '&[hidden]': { display: 'none' } }} suppressHydrationWarning>
          {`A volume is a whole number from 0 to ${formatCount(MAX_USAGE_VOLUME)}: correct the field marked in red to see the totals.`}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${plans.length}, 1fr)` }, gap: 2 }}>
          {plans.map((planId) => (
            <PlanEstimate key={planId} planId={planId} />
          ))}
        </Box>
      </Box>
      <Typography sx={{ color: 'text.secondary', mt: 2, fontSize: 14 }} data-testid="usage-estimate-rounding">
        Each line is exact, to the fraction of a cent; the month&apos;s usage is their sum, rounded once to the nearest cent (half a cent rounds up). The plan&apos;s own price
        is not included.
      </Typography>
    </Box>
  );
}

const cellSx = { px: 1, py: 1, verticalAlign: 'top', fontSize: { xs: 13, sm: 14 } } as const;
/** Figures in columns; the amount never breaks, the volume x price may (a phone, a large volume). */
const arithmeticSx = { ...cellSx, fontVariantNumeric: 'tabular-nums' } as const;
const figureSx = { ...arithmeticSx, whiteSpace: 'nowrap' } as const;

function PlanEstimate({ planId }: { planId: UsageEstimatePlan }) {
  const estimate = emptyMonth(planId);
  const texts = estimateTexts(estimate.lines);
  const name = PLANS[planId].name;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-estimate-plan={planId}>
      <Typography component="h3" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>
        {name}
      </Typography>
      <Table size="small" aria-label={`${name}: a month's usage`}>
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
            <TableCell component="th" scope="row" sx={{ ...cellSx, color: 'text.primary', fontWeight: 700, fontSize: { xs: 14, sm: 15 } }}>
              Month&apos;s usage
            </TableCell>
            <TableCell sx={{ ...cellSx, color: 'text.secondary', fontSize: 13 }}>
              {'sum '}
              <output htmlFor={ALL_VOLUMES} aria-live="off" data-estimate-exact="" suppressHydrationWarning>
                {texts.exact}
              </output>
              {', to the cent'}
            </TableCell>
            <TableCell align="right" sx={{ ...figureSx, color: 'text.primary', fontWeight: 700, fontSize: { xs: 14, sm: 15 } }}>
              <output htmlFor={ALL_VOLUMES} data-estimate-total="" suppressHydrationWarning>
                {texts.total}
              </output>
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  );
}
