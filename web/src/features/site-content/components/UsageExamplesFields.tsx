import { EXAMPLE_USAGE_VOLUMES, MAX_USAGE_VOLUME, USAGE_ESTIMATE_VOLUMES, formatCount, type ExampleVolumes } from '@blast/catalog';
import { Box, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';

/**
 * The example volumes of the usage estimator (/blast-pricing, /lite-pricing) and of the plan
 * cards' usage line, on /admin/site: the catalogue's (a small wholesaler's month) unless the owner
 * sets their own, published with the rest of the content. Either way the pages label them as
 * examples. An empty field is 0, as in the estimator.
 */
export function UsageExamplesFields({ examples, errorOf, onChange }: { examples: ExampleVolumes | null; errorOf: (field: string) => string | undefined; onChange: (next: ExampleVolumes | null) => void }) {
  return (
    <Stack spacing={2} data-testid="usage-examples-fields">
      <FormControlLabel
        control={<Switch checked={!!examples} onChange={(event) => onChange(event.target.checked ? { ...EXAMPLE_USAGE_VOLUMES } : null)} />}
        label="Use your own example volumes"
      />
      {examples ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
          {USAGE_ESTIMATE_VOLUMES.map(({ id, label }) => (
            <TextField
              key={id}
              label={label}
              type="number"
              value={examples[id]}
              error={!!errorOf(id)}
              helperText={errorOf(id) ?? `A month's, 0 to ${formatCount(MAX_USAGE_VOLUME)}`}
              slotProps={{ htmlInput: { min: 0, max: MAX_USAGE_VOLUME, step: 1, inputMode: 'numeric' } }}
              onChange={(event) => onChange({ ...examples, [id]: event.target.value === '' ? 0 : Number(event.target.value) })}
            />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {`The pages use ours, a small wholesaler's month: ${USAGE_ESTIMATE_VOLUMES.map(({ id, label }) => `${formatCount(EXAMPLE_USAGE_VOLUMES[id])} ${label.toLowerCase()}`).join(', ')}.`}
        </Typography>
      )}
    </Stack>
  );
}
