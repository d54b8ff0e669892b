import { MAX_PERIOD_DAYS, PERIOD_PRESETS, addDays, lastDays, presetOf, rangeProblem, type DateRange } from '@blast/catalog';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { usePeriod } from '../hooks/use-period';

const CHOSEN = 'chosen';
/** The name of each end of a period, on its field and in its error. */
const END_LABEL: Readonly<Record<keyof DateRange, string>> = { from: 'From', to: 'To' };

/** One end of a chosen period: a native date input, its label always above it, no later than `max`. */
function DateField({ end, value, onChange, min, max }: { end: keyof DateRange; value: string; onChange: (end: keyof DateRange, value: string) => void; min?: string; max: string }) {
  return <TextField size="small" type="date" label={END_LABEL[end]} value={value} onChange={(event) => onChange(end, event.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }} />;
}

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
  const shown = choosing ? draft : range;

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
    if (wrong) return setError(`${END_LABEL[wrong.field]}: ${wrong.message}`);
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
          <DateField end="from" value={shown.from} onChange={edit} min={addDays(today, 1 - 2 * MAX_PERIOD_DAYS)} max={today} />
          <DateField end="to" value={shown.to} onChange={edit} max={today} />
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
