import { MAX_PERIOD_DAYS, PERIOD_PRESETS, addDays, lastDays, presetOf, rangeProblem, type DateRange } from '@blast/catalog';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { usePeriod } from '../hooks/use-period';

const CHOSEN = 'chosen';

/**
 * The dashboard's period: today, the last 7, 30 or 90 days, the last 12 months, or chosen dates
 * (native date inputs, at most 400 days). The choice goes to the address, which every query reads.
 */
export function PeriodPicker() {
  const { range, today, choose, problem } = usePeriod();
  const preset = presetOf(range, today);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<DateRange>(range);
  const [error, setError] = useState<string>();
  const selected = choosing || !preset ? CHOSEN : preset;

  const select = (value: string) => {
    const picked = PERIOD_PRESETS.find((candidate) => candidate.id === value);
    setError(undefined);
    if (picked) {
      setChoosing(false);
      choose(lastDays(picked.days, today));
    } else {
      setDraft(range);
      setChoosing(true);
    }
  };

  // The first edit starts from the period shown.
  const edit = (field: keyof DateRange, value: string) => {
    setDraft((current) => ({ ...(choosing ? current : range), [field]: value }));
    setChoosing(true);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wrong = rangeProblem(draft, today);
    if (wrong) return setError(`${wrong.field === 'from' ? 'From' : 'To'}: ${wrong.message}`);
    setError(undefined);
    setChoosing(false);
    choose(draft);
  };

  return (
    <Stack component="form" onSubmit={apply} aria-label="Choose the period" direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }} data-testid="period-picker">
      <TextField select size="small" label="Period" value={selected} onChange={(event) => select(event.target.value)} sx={{ minWidth: 170 }} slotProps={{ select: { native: true } }}>
        {PERIOD_PRESETS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
        <option value={CHOSEN}>Chosen dates</option>
      </TextField>
      {(choosing || !preset) && (
        <>
          <TextField
            size="small"
            type="date"
            label="From"
            value={choosing ? draft.from : range.from}
            onChange={(event) => edit('from', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: addDays(today, 1 - 2 * MAX_PERIOD_DAYS), max: today } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={choosing ? draft.to : range.to}
            onChange={(event) => edit('to', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <Button type="submit" variant="outlined" disabled={!choosing}>
            Apply
          </Button>
        </>
      )}
      {(error || problem) && (
        <Alert severity="warning" sx={{ py: 0, flexBasis: '100%' }} role="alert">
          {error ?? problem}
        </Alert>
      )}
    </Stack>
  );
}
