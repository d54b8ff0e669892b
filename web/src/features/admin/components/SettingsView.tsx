import { RESET_CONFIRMATION, RESET_DONE, RESET_WORD, SETTINGS_TITLE, SITE_PAGES } from '@blast/catalog';
import { Alert, Button, Container, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/Panel';
import { useResetAnalytics } from '../api/analytics';
import { CSV_EXPORTS, downloadCsv } from '../api/people';

/**
 * SPEC's Reset Data, safe by default: an export offered first (the People view's CSVs), then the
 * warning, and the button only once the owner has typed RESET_WORD. It posts the same reset as
 * ever; what it said (done, or 'Reset failed: …') shows in place.
 */
function ResetPanel() {
  const reset = useResetAnalytics();
  const [typed, setTyped] = useState('');
  const [exportError, setExportError] = useState('');
  const ready = typed.trim() === RESET_WORD;
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => setTyped(''),
    });
  return (
    <Panel title="Reset Data" testId="reset-panel">
      <Stack spacing={2}>
        <Typography>
          A Reset deletes the traffic and the conversions counted so far: the figures start again from zero. Payments, customers and leads are kept.
        </Typography>
        <Stack spacing={1} component="section" aria-label="Export first">
          <Typography sx={{ fontWeight: 700 }}>First, keep a copy</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {CSV_EXPORTS.map(({ label, path, file }) => (
              <Button key={path} variant="outlined" onClick={() => downloadCsv(path, file).catch((err: Error) => setExportError(`${label} failed: ${err.message}`))}>
                {label}
              </Button>
            ))}
          </Stack>
          {exportError && <Alert severity="error">{exportError}</Alert>}
          <Typography variant="body2" color="text.secondary">
            The same exports as on <MuiLink component={Link} to={SITE_PAGES.AdminPeople.path}>People</MuiLink>.
          </Typography>
        </Stack>
        <Alert severity="warning">{RESET_CONFIRMATION}</Alert>
        <TextField
          label={`Type ${RESET_WORD} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
          helperText="The button stays off until the word is typed, in capitals."
          sx={{ maxWidth: 360 }}
        />
        <div>
          {/* error.dark: white on the dark theme's error.main is 3.7:1, under WCAG AA's 4.5 */}
          <Button variant="contained" color="error" onClick={confirmReset} disabled={!ready || reset.isPending} sx={{ bgcolor: 'error.dark', '&:hover': { bgcolor: '#b71c1c' } }}>
            {reset.isPending ? 'Resetting...' : 'Reset Data'}
          </Button>
        </div>
        {reset.isSuccess && (
          <Alert severity="success" data-testid="reset-result">
            {RESET_DONE}
          </Alert>
        )}
        {reset.isError && (
          <Alert severity="error" data-testid="reset-result">
            Reset failed: {reset.error.message || 'Reset failed'}
          </Alert>
        )}
      </Stack>
    </Panel>
  );
}

/**
 * /admin/settings: what is set up and where deliveries go (`status`, composed by the page from the
 * same checks as Today's setup list), and the Reset, behind a typed word.
 */
export function SettingsView({ status }: { status: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 3 }}>
        {SETTINGS_TITLE}
      </Typography>
      <Stack spacing={3}>
        <Panel title="Set up" testId="settings-status">
          {status}
        </Panel>
        <ResetPanel />
      </Stack>
    </Container>
  );
}
