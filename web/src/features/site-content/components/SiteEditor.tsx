/**
 * /admin/site: the owner's own proof and facts (docs/site-content.md). The draft is edited here
 * and saved over the revision it was opened at; Publish makes it what the pages show; every
 * published version is listed and can be brought back. A field the API refuses is named next to
 * the message, and the draft stays as typed.
 */
import { OPERATOR_FACT_KEYS, OPERATOR_FACT_LABELS, SITE_EDITOR_TITLE, SITE_LIMITS, type Announcement, type OperatorFacts, type SiteBuild, type SiteContent, type SiteContentState, type Testimonial } from '@blast/catalog';
import { Alert, Box, Button, Checkbox, Container, FormControlLabel, IconButton, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { usePageRenderer } from '../../../lib/page-renderer';
import { usePublish, useRevert, useSaveDraft, useSiteContent } from '../api/site-content';
import { PublishedContentProvider } from '../published';
import { AnnouncementBar } from './ProofSlots';

const FACT_INPUTS: Partial<Record<keyof OperatorFacts, { type: string; help?: string }>> = {
  supportEmail: { type: 'email' },
  legalEmail: { type: 'email' },
  effectiveDate: { type: 'date' },
  crmLoginUrl: { type: 'url', help: 'The nav and footer "Log in" link' },
};
const FACTS = OPERATOR_FACT_KEYS.map((key) => ({ key, label: OPERATOR_FACT_LABELS[key], ...FACT_INPUTS[key] }));

const today = () => new Date().toISOString().slice(0, 10);
const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

/** What the last action said: kept above the editor, which starts afresh at each new revision of the draft. */
interface Notice {
  severity: 'success' | 'error';
  text: string;
  field?: string;
}

export function SiteEditor() {
  const state = useSiteContent();
  const [notice, setNotice] = useState<Notice | null>(null);
  if (state.isPending) return <Frame>Loading the site content…</Frame>;
  if (state.isError) return <Frame><Alert severity="error">Could not load the site content: {state.error.message}</Alert></Frame>;
  return <Editor key={state.data.draft.revision} state={state.data} notice={notice} setNotice={setNotice} />;
}

const at = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** Where the pages stand: the rebuild the last publish asked for (docs/site-content.md). */
function BuildLine({ build }: { build: SiteBuild | null }) {
  if (!build) return null;
  const { status, number, detail } = build;
  const [severity, text] = {
    'not-configured': ['warning', `Version ${number} is published, but the pages were not rebuilt: ${detail}`],
    requested: ['info', `Rebuilding the pages with version ${number} (asked ${at(build.requestedAt)})…`],
    building: ['info', `Rebuilding the pages with version ${number}…`],
    done: ['success', `The pages show version ${number} (rebuilt ${at(build.finishedAt)}).`],
    failed: ['error', `The rebuild with version ${number} failed: ${detail} Publish again to retry.`],
  }[status] as ['success' | 'info' | 'warning' | 'error', string];
  return (
    <Alert severity={severity} sx={{ mb: 3 }} role="status" data-testid="site-build" data-status={status}>
      {text}
    </Alert>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 38 }, fontWeight: 800, mb: 3 }}>
        {SITE_EDITOR_TITLE}
      </Typography>
      {children}
    </Container>
  );
}

function Editor({ state, notice, setNotice }: { state: SiteContentState; notice: Notice | null; setNotice: (notice: Notice | null) => void }) {
  const [content, setContent] = useState<SiteContent>(state.draft.content);
  const save = useSaveDraft();
  const publish = usePublish();
  const revert = useRevert();
  const changed = JSON.stringify(content) !== JSON.stringify(state.draft.content);
  const busy = save.isPending || publish.isPending || revert.isPending;
  // Leaving with unsaved changes asks first, as any editor does.
  useEffect(() => {
    if (!changed) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [changed]);

  const failed = (err: unknown) => setNotice({ severity: 'error', text: err instanceof Error ? err.message : String(err), field: err instanceof ApiError ? err.field : undefined });
  const onSave = () => save.mutate({ content, revision: state.draft.revision }, { onSuccess: () => setNotice({ severity: 'success', text: 'Draft saved.' }), onError: failed });
  const onPublish = async () => {
    try {
      const { revision } = changed ? await save.mutateAsync({ content, revision: state.draft.revision }) : state.draft;
      const published = await publish.mutateAsync({ revision });
      setNotice({ severity: 'success', text: `Published as version ${published.number}.` });
    } catch (err) {
      failed(err);
    }
  };
  const set = <K extends keyof SiteContent>(key: K, value: SiteContent[K]) => setContent((current) => ({ ...current, [key]: value }));
  const fieldError = (field: string) => (notice?.severity === 'error' && notice.field?.replace(/^content\./, '') === field ? notice.text : undefined);

  return (
    <Frame>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What you publish here shows on the site's pages. Nothing shows until you publish; an empty part leaves no trace on the pages.
        {state.published ? ` Published: version ${state.published.number}, ${new Date(state.published.publishedAt).toLocaleString()}.` : ' Nothing is published yet.'}
      </Typography>
      <BuildLine build={state.build} />
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 3 }} data-testid="site-notice" onClose={() => setNotice(null)}>
          {notice.text}
          {notice.field && ` (${notice.field})`}
        </Alert>
      )}

      <Part title="Testimonials" hint="Published only with the person's permission on file.">
        {content.testimonials.map((testimonial, index) => (
          <TestimonialFields
            key={testimonial.id}
            testimonial={testimonial}
            errorOf={(field) => fieldError(`testimonials.${index}.${field}`)}
            onChange={(next) => set('testimonials', content.testimonials.map((item, at) => (at === index ? next : item)))}
            onRemove={() => set('testimonials', content.testimonials.filter((_, at) => at !== index))}
          />
        ))}
        {content.testimonials.length < SITE_LIMITS.testimonials && (
          <Button variant="outlined" onClick={() => set('testimonials', [...content.testimonials, { id: newId(), quote: '', name: '', givenOn: today(), permission: false }])}>
            Add a testimonial
          </Button>
        )}
      </Part>

      <Part title="Guarantee" hint="One line, shown beside the buy buttons.">
        <TextField
          label="Guarantee"
          fullWidth
          value={content.guarantee ?? ''}
          slotProps={{ htmlInput: { maxLength: SITE_LIMITS.guarantee } }}
          error={!!fieldError('guarantee')}
          helperText={fieldError('guarantee')}
          onChange={(event) => set('guarantee', event.target.value || null)}
        />
      </Part>

      <Part title="Announcement bar" hint="Shown at the top of every page through its last day.">
        {content.announcement ? (
          <AnnouncementFields announcement={content.announcement} errorOf={(field) => fieldError(`announcement.${field}`)} onChange={(next) => set('announcement', next)} onRemove={() => set('announcement', null)} />
        ) : (
          <Button variant="outlined" onClick={() => set('announcement', { text: '', endsOn: today() })}>
            Add an announcement
          </Button>
        )}
      </Part>

      <Part title="Company facts" hint="The legal pages, the footer and the nav read these once published; a fact left blank falls back to the build's setting (VITE_*, CRM_LOGIN_URL).">
        <Stack spacing={2}>
          {FACTS.map(({ key, label, type, help }) => (
            <TextField
              key={key}
              label={label}
              type={type ?? 'text'}
              value={content.facts[key] ?? ''}
              error={!!fieldError(`facts.${key}`)}
              helperText={fieldError(`facts.${key}`) ?? help}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: SITE_LIMITS.fact } }}
              onChange={(event) => set('facts', { ...content.facts, [key]: event.target.value })}
            />
          ))}
        </Stack>
      </Part>

      <Preview content={content} />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 3 }}>
        <Button variant="outlined" disabled={busy || !changed} onClick={onSave}>
          Save draft
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void onPublish()}>
          Publish
        </Button>
      </Stack>

      <Part title="Published versions" hint="Bring back an earlier version exactly: it is published again and becomes the draft.">
        {state.versions.length === 0 ? (
          <Typography color="text.secondary">None yet.</Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ pl: 0, listStyle: 'none' }} data-testid="site-versions">
            {state.versions.map((version) => (
              <Stack component="li" key={version.id} direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography>
                  Version {version.number}, {new Date(version.publishedAt).toLocaleString()}, by {version.publishedBy.email ?? version.publishedBy.uid}
                  {version.revertOf && ' (a revert)'}
                  {state.published?.id === version.id && ' · shown now'}
                </Typography>
                {state.published?.id !== version.id && (
                  <Button size="small" disabled={busy} onClick={() => revert.mutate(version.id, { onSuccess: (published) => setNotice({ severity: 'success', text: `Version ${version.number} is published again, as version ${published.number}.` }), onError: failed })}>
                    Revert to version {version.number}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Part>
    </Frame>
  );
}

/** The pages with slots the owner can preview. */
const PREVIEW_PAGES = [
  ['/', 'Home'],
  ['/pricing', 'Pricing'],
  ['/custom-pricing', 'Custom build pricing'],
  ['/wholesaling-crm', 'Wholesaling CRM'],
] as const;

/**
 * A page as it will look with the draft as typed (saved or not), before anything is published:
 * the page itself, rendered here with the draft in its slots. The page named is in the address
 * (`/admin/site?preview=/pricing`), so a reload keeps it. Look only: nothing in it can be
 * clicked or focused (inert).
 */
function Preview({ content }: { content: SiteContent }) {
  const renderPage = usePageRenderer();
  const [params, setParams] = useSearchParams();
  const asked = params.get('preview');
  const path = PREVIEW_PAGES.find(([to]) => to === asked)?.[0];
  const show = (to: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (to) next.set('preview', to);
      else next.delete('preview');
      return next;
    }, { replace: true });
  return (
    <Part title="Preview" hint="A page with this draft, as typed, before you publish it. Nothing in the preview can be clicked.">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {PREVIEW_PAGES.map(([to, label]) => (
          <Button key={to} size="small" variant={path === to ? 'contained' : 'outlined'} aria-pressed={path === to} onClick={() => show(path === to ? undefined : to)}>
            {label}
          </Button>
        ))}
      </Stack>
      {path && (
        <Box role="region" aria-label={`Preview of ${path} with the draft`} data-testid="site-preview" inert sx={{ border: 2, borderColor: 'primary.main', borderRadius: 2, overflow: 'hidden' }}>
          <PublishedContentProvider content={content}>
            <AnnouncementBar />
            <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
              {renderPage(path)}
            </Suspense>
          </PublishedContentProvider>
        </Box>
      )}
    </Part>
  );
}

function Part({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }} aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: 22, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

function TestimonialFields({ testimonial, errorOf, onChange, onRemove }: { testimonial: Testimonial; errorOf: (field: string) => string | undefined; onChange: (next: Testimonial) => void; onRemove: () => void }) {
  const text = (field: 'quote' | 'name' | 'role', label: string, max: number, multiline = false) => (
    <TextField
      label={label}
      value={testimonial[field] ?? ''}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={!!errorOf(field)}
      helperText={errorOf(field)}
      slotProps={{ htmlInput: { maxLength: max } }}
      onChange={(event) => onChange({ ...testimonial, [field]: event.target.value })}
    />
  );
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }} data-testid="testimonial-fields">
      <Stack spacing={2}>
        {text('quote', 'Quote', SITE_LIMITS.quote, true)}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('name', 'Name', SITE_LIMITS.name)}
          {text('role', 'Role or market', SITE_LIMITS.role)}
          <TextField label="Given on" type="date" value={testimonial.givenOn} error={!!errorOf('givenOn')} helperText={errorOf('givenOn')} slotProps={{ inputLabel: { shrink: true } }} onChange={(event) => onChange({ ...testimonial, givenOn: event.target.value })} />
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={<Checkbox checked={testimonial.permission} onChange={(event) => onChange({ ...testimonial, permission: event.target.checked })} />}
            label="Permission to publish on file"
            sx={errorOf('permission') ? { color: 'error.main' } : undefined}
          />
          <IconButton aria-label={`Remove the testimonial of ${testimonial.name || 'this person'}`} onClick={onRemove}>
            ✕
          </IconButton>
        </Stack>
      </Stack>
    </Box>
  );
}

function AnnouncementFields({ announcement, errorOf, onChange, onRemove }: { announcement: Announcement; errorOf: (field: string) => string | undefined; onChange: (next: Announcement) => void; onRemove: () => void }) {
  return (
    <Stack spacing={2}>
      <TextField label="Text" value={announcement.text} error={!!errorOf('text')} helperText={errorOf('text')} slotProps={{ htmlInput: { maxLength: SITE_LIMITS.announcement } }} onChange={(event) => onChange({ ...announcement, text: event.target.value })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Link (a path such as /pricing, or https://…)"
          value={announcement.link ?? ''}
          error={!!errorOf('link')}
          helperText={errorOf('link')}
          sx={{ flex: 1 }}
          onChange={(event) => onChange({ ...announcement, link: event.target.value || undefined })}
        />
        <TextField label="Last day" type="date" value={announcement.endsOn} error={!!errorOf('endsOn')} helperText={errorOf('endsOn')} slotProps={{ inputLabel: { shrink: true } }} onChange={(event) => onChange({ ...announcement, endsOn: event.target.value })} />
      </Stack>
      <Box>
        <Button onClick={onRemove}>Remove the announcement</Button>
      </Box>
    </Stack>
  );
}
