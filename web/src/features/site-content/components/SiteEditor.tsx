/**
 * /admin/site: the owner's own proof and facts (docs/site-content.md). The draft is edited here
 * and saved over the revision it was opened at; Publish makes it what the pages show; every
 * published version is listed and can be brought back. A field the API refuses is named next to
 * the message, and the draft stays as typed.
 */
import {
  EMPTY_SITE_CONTENT,
  OPERATOR_FACT_KEYS,
  OPERATOR_FACT_LABELS,
  SITE_EDITOR_TITLE,
  SITE_LIMITS,
  SITE_PAGES,
  changesText,
  contentChanges,
  videoOf,
  type Announcement,
  type CustomerLogo,
  type OperatorFacts,
  type ProductScreen,
  type SiteBuild,
  type SiteContent,
  type SiteContentState,
  type SiteVideo,
  type Testimonial,
} from '@blast/catalog';
import { Alert, Box, Button, Checkbox, Container, FormControlLabel, IconButton, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { usePageRenderer } from '../../../lib/page-renderer';
import { usePublish, useRevert, useSaveDraft, useSiteContent } from '../api/site-content';
import { refusalWords } from '../field-words';
import { PublishedContentProvider } from '../published';
import { ImagePicker, PreviewImagesProvider, usePreviewImages, usePreviewUrls } from './ImagePicker';
import { AnnouncementBar } from './ProofSlots';
import { AnswersFields } from './AnswersFields';
import { PromoFields } from './PromoFields';
import { UsageExamplesFields } from './UsageExamplesFields';

const FACT_INPUTS: Partial<Record<keyof OperatorFacts, { type: string; help?: string }>> = {
  supportEmail: { type: 'email' },
  legalEmail: { type: 'email' },
  effectiveDate: { type: 'date' },
  crmLoginUrl: { type: 'url', help: 'The nav and footer "Log in" link' },
};
const FACTS = OPERATOR_FACT_KEYS.map((key) => ({ key, label: OPERATOR_FACT_LABELS[key], ...FACT_INPUTS[key] }));

const today = () => new Date().toISOString().slice(0, 10);
const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

/** The list with the item of `id` changed, or without it. */
const patchItem =
  <T extends { id: string }>(id: string, patch: Partial<T>) =>
  (items: T[]): T[] =>
    items.map((item) => (item.id === id ? { ...item, ...patch } : item));
const removeItem =
  (id: string) =>
  <T extends { id: string }>(items: T[]): T[] =>
    items.filter((item) => item.id !== id);

/** The refusal of an item's field, by its name within the item (`errorOf('alt')` for 'screens.0.alt'). */
type ErrorOf = (field: string) => string | undefined;

/** What the last action said: kept above the editor, which starts afresh at each new revision of the draft. */
interface Notice {
  severity: 'success' | 'error';
  /** What it said; for a refused field, without the field's path (shown under the field). */
  text: string;
  field?: string;
  /** The refusal as the notice says it, the field named as where it sits ('Testimonial 1, permission to publish on file'). */
  sentence?: string;
}

export function SiteEditor() {
  const state = useSiteContent();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Kept across the draft's revisions: a saved upload needs no fetching back.
  const images = usePreviewImages(state.data?.draft.content);
  if (state.isPending) return <Frame>Loading the site content…</Frame>;
  if (state.isError) return <Frame><Alert severity="error">Could not load the site content: {state.error.message}</Alert></Frame>;
  return (
    <PreviewImagesProvider value={images}>
      <Editor key={state.data.draft.revision} state={state.data} notice={notice} setNotice={setNotice} />
    </PreviewImagesProvider>
  );
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

/** What leaving /admin/site with unsaved changes asks. */
const LEAVE_UNSAVED = 'Leave this page? Your changes here are not saved.';

function Editor({ state, notice, setNotice }: { state: SiteContentState; notice: Notice | null; setNotice: (notice: Notice | null) => void }) {
  const [content, setContent] = useState<SiteContent>(state.draft.content);
  const save = useSaveDraft();
  const publish = usePublish();
  const revert = useRevert();
  const changed = JSON.stringify(content) !== JSON.stringify(state.draft.content);
  const busy = save.isPending || publish.isPending || revert.isPending;
  // What Publish would change in what the pages show now: nothing, and there is nothing to publish.
  const toPublish = contentChanges(state.published?.content ?? EMPTY_SITE_CONTENT, content);
  // A rebuild that failed is retried by publishing again, changed or not.
  const rebuildFailed = state.build?.status === 'failed';
  const canPublish = toPublish.length > 0 || rebuildFailed;
  // Leaving with unsaved changes asks first, as any editor does: closing or reloading the tab, and a link to another page of the app.
  useEffect(() => {
    if (!changed) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const guardLinks = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== location.origin || link.pathname === location.pathname) return;
      if (confirm(LEAVE_UNSAVED)) return;
      // Before the router's own handler (on the app's root) sees the click: nothing navigates.
      event.preventDefault();
      event.stopPropagation();
    };
    addEventListener('beforeunload', warn);
    document.addEventListener('click', guardLinks, true);
    return () => {
      removeEventListener('beforeunload', warn);
      document.removeEventListener('click', guardLinks, true);
    };
  }, [changed]);

  const failed = (err: unknown) => {
    const field = err instanceof ApiError ? err.field : undefined;
    const { short, sentence } = refusalWords(err instanceof Error ? err.message : String(err), field);
    setNotice({ severity: 'error', text: short, field, sentence });
  };
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
  // From the content as it is: an upload hands its image over once done, whatever was typed meanwhile.
  const update = <K extends keyof SiteContent>(key: K, change: (value: SiteContent[K]) => SiteContent[K]) => setContent((current) => ({ ...current, [key]: change(current[key]) }));
  const set = <K extends keyof SiteContent>(key: K, value: SiteContent[K]) => update(key, () => value);
  const add = <K extends 'testimonials' | 'logos' | 'screens'>(key: K, item: SiteContent[K][number]) => update(key, (items) => [...items, item] as SiteContent[K]);
  /** The refusal of `field` or of a field inside it ('screens.0.image' for 'screens.0.image.path'). */
  const fieldError = (field: string) => {
    const refused = notice?.severity === 'error' ? notice.field?.replace(/^content\./, '') : undefined;
    return refused === field || refused?.startsWith(`${field}.`) ? notice?.text : undefined;
  };

  return (
    <Frame>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What you publish here shows on the site's pages. Nothing shows until you publish; an empty part leaves no trace on the pages.
        {state.published ? ` Published: version ${state.published.number}, ${new Date(state.published.publishedAt).toLocaleString()}.` : ' Nothing is published yet.'}
      </Typography>
      <BuildLine build={state.build} />
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 3 }} data-testid="site-notice" onClose={() => setNotice(null)}>
          {notice.sentence ?? notice.text}
        </Alert>
      )}

      <Part title="Testimonials" hint="Published only with the person's permission on file.">
        {content.testimonials.map((testimonial, index) => (
          <TestimonialFields
            key={testimonial.id}
            testimonial={testimonial}
            number={index + 1}
            errorOf={(field) => fieldError(`testimonials.${index}.${field}`)}
            onPatch={(patch) => update('testimonials', patchItem(testimonial.id, patch))}
            onRemove={() => update('testimonials', removeItem(testimonial.id))}
          />
        ))}
        {content.testimonials.length < SITE_LIMITS.testimonials && (
          <Button variant="outlined" onClick={() => add('testimonials', { id: newId(), quote: '', name: '', givenOn: today(), permission: false })}>
            Add a testimonial
          </Button>
        )}
      </Part>

      <Part title="Product screens" hint="Screens of the CRM, with a caption and a description for those who cannot see them (alt text, required).">
        {content.screens.map((screen, index) => (
          <ScreenFields
            key={screen.id}
            screen={screen}
            number={index + 1}
            errorOf={(field) => fieldError(`screens.${index}.${field}`)}
            onPatch={(patch) => update('screens', patchItem(screen.id, patch))}
            onRemove={() => update('screens', removeItem(screen.id))}
          />
        ))}
        {content.screens.length < SITE_LIMITS.screens && (
          <ImagePicker label="Image for a new product screen" action="Add a product screen" onChange={(image) => add('screens', { id: newId(), image, caption: '', alt: '' })} />
        )}
      </Part>

      <Part title="Customer logos" hint="Logos of customers who agreed to be named: each with their name and, if you like, a link to their site.">
        {content.logos.map((logo, index) => (
          <LogoFields
            key={logo.id}
            logo={logo}
            number={index + 1}
            errorOf={(field) => fieldError(`logos.${index}.${field}`)}
            onPatch={(patch) => update('logos', patchItem(logo.id, patch))}
            onRemove={() => update('logos', removeItem(logo.id))}
          />
        ))}
        {content.logos.length < SITE_LIMITS.logos && <ImagePicker label="Image for a new customer logo" action="Add a customer logo" onChange={(image) => add('logos', { id: newId(), name: '', image })} />}
      </Part>

      <Part title="Video (optional)" hint="One YouTube or Vimeo video, shown as its poster image: nothing of YouTube or Vimeo loads until a visitor plays it. It is kept once its poster is uploaded.">
        <VideoFields video={content.video} errorOf={(field) => fieldError(`video.${field}`)} update={(change) => update('video', change)} />
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

      <Part title="Promo: setup fee waived" hint="Start or end the promo; the pages and the checkout follow once you publish.">
        <PromoFields promo={content.promo ?? null} errorOf={(field) => fieldError(`promo.${field}`)} onChange={(next) => set('promo', next)} />
      </Part>

      <Part title="Your answers: FAQ and plan facts" hint="Questions buyers ask, in your words, shown after the FAQ on /pricing; and each plan's facts, shown in its card. A blank one shows nothing.">
        <AnswersFields content={content} errorOf={(field) => fieldError(`answers.${field}`)} onChange={(next) => set('answers', next)} />
      </Part>

      <Part title="Example usage volumes" hint="The month the usage estimator opens on and the plan cards' usage line prices, labelled as an example on the pages.">
        <UsageExamplesFields examples={content.usageExamples ?? null} errorOf={(field) => fieldError(`usageExamples.${field}`)} onChange={(next) => set('usageExamples', next)} />
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
        <Button variant="contained" disabled={busy || !canPublish} onClick={() => void onPublish()} aria-describedby="site-to-publish">
          Publish
        </Button>
      </Stack>
      <Typography id="site-to-publish" variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="site-to-publish">
        {toPublish.length > 0 ? `Publishing changes the pages: ${changesText(toPublish)}.` : rebuildFailed ? 'Publish again to rebuild the pages with what is published.' : 'Nothing to publish: the pages already show this.'}
      </Typography>

      <Part title="Published versions" hint="Bring back an earlier version exactly: it is published again and becomes the draft.">
        {state.versions.length === 0 ? (
          <Typography color="text.secondary">None yet.</Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ pl: 0, listStyle: 'none' }} data-testid="site-versions">
            {state.versions.map((version) => (
              <Stack component="li" key={version.id} direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  Version {version.number}, {new Date(version.publishedAt).toLocaleString()}, by {version.publishedBy.email ?? version.publishedBy.uid}
                  {version.revertOf && ' (a revert)'}
                  {state.published?.id === version.id && ' · shown now'}
                  {version.changes && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }} data-testid="site-version-changes">
                      {changesText(version.changes)}
                    </Typography>
                  )}
                </Typography>
                {state.published?.id !== version.id && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => {
                      // A revert publishes at once: it asks first, saying what the pages will change.
                      const draftNote = changed ? ' Your unsaved changes here are lost: it also becomes the draft.' : ' It also becomes the draft.';
                      if (!confirm(`Publish version ${version.number} again? The pages change: ${changesText(version.revertChanges)}.${draftNote}`)) return;
                      revert.mutate(version.id, { onSuccess: (published) => setNotice({ severity: 'success', text: `Version ${version.number} is published again, as version ${published.number}.` }), onError: failed });
                    }}
                  >
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
  [SITE_PAGES.Home.path, 'Home'],
  [SITE_PAGES.Pricing.path, 'Pricing'],
  [SITE_PAGES.CustomPricing.path, 'Custom build pricing'],
  [SITE_PAGES.WholesalingCrm.path, 'Wholesaling CRM'],
] as const;

/**
 * A page as it will look with the draft as typed (saved or not), before anything is published:
 * the page itself, rendered here with the draft in its slots. The page named is in the address
 * (`/admin/site?preview=/pricing`), so a reload keeps it. Look only: nothing in it can be
 * clicked or focused (inert).
 */
function Preview({ content }: { content: SiteContent }) {
  const renderPage = usePageRenderer();
  const urls = usePreviewUrls();
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
          <PublishedContentProvider content={content} imageSrc={(image) => urls.get(image.path)}>
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

/** An item of a list: its fields, set off from the next. */
function Item({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }} data-testid={testId}>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** A text field whose refusal, when the API names it, shows under it. */
function TextInput({
  label,
  value,
  max,
  error,
  help,
  type,
  required,
  multiline = false,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  error?: string;
  help?: string;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      type={type}
      required={required}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={!!error}
      helperText={error ?? help}
      slotProps={{ htmlInput: { maxLength: max } }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface ItemProps<T> {
  /** Its place in the list, from 1: the file input's name says it. */
  number: number;
  errorOf: ErrorOf;
  onPatch: (patch: Partial<T>) => void;
  onRemove: () => void;
}

function TestimonialFields({ testimonial, number, errorOf, onPatch, onRemove }: ItemProps<Testimonial> & { testimonial: Testimonial }) {
  const text = (field: 'quote' | 'name' | 'role', label: string, max: number, multiline = false) => (
    <TextInput label={label} value={testimonial[field] ?? ''} multiline={multiline} max={max} error={errorOf(field)} onChange={(value) => onPatch({ [field]: value })} />
  );
  return (
    <Item testId="testimonial-fields">
      {text('quote', 'Quote', SITE_LIMITS.quote, true)}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('name', 'Name', SITE_LIMITS.name)}
        {text('role', 'Role or market', SITE_LIMITS.role)}
        <TextField label="Given on" type="date" value={testimonial.givenOn} error={!!errorOf('givenOn')} helperText={errorOf('givenOn')} slotProps={{ inputLabel: { shrink: true } }} onChange={(event) => onPatch({ givenOn: event.target.value })} />
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Photo (optional)
        </Typography>
        <ImagePicker image={testimonial.photo} label={`Photo for testimonial ${number}`} error={errorOf('photo')} onChange={(photo) => onPatch({ photo })}>
          {testimonial.photo && <Button onClick={() => onPatch({ photo: undefined })}>Remove photo</Button>}
        </ImagePicker>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Checkbox checked={testimonial.permission} onChange={(event) => onPatch({ permission: event.target.checked })} />}
          label="Permission to publish on file"
          sx={errorOf('permission') ? { color: 'error.main' } : undefined}
        />
        <IconButton aria-label={`Remove the testimonial of ${testimonial.name || 'this person'}`} onClick={onRemove}>
          ✕
        </IconButton>
      </Stack>
    </Item>
  );
}

function ScreenFields({ screen, number, errorOf, onPatch, onRemove }: ItemProps<ProductScreen> & { screen: ProductScreen }) {
  return (
    <Item testId="screen-fields">
      <ImagePicker image={screen.image} label={`Image for product screen ${number}`} alt={screen.alt} error={errorOf('image')} onChange={(image) => onPatch({ image })} />
      <TextInput label="Caption" required value={screen.caption} max={SITE_LIMITS.caption} error={errorOf('caption')} onChange={(caption) => onPatch({ caption })} />
      <TextInput label="Describe the image (alt text)" required multiline value={screen.alt} max={SITE_LIMITS.alt} error={errorOf('alt')} onChange={(alt) => onPatch({ alt })} />
      <Box>
        <Button onClick={onRemove}>Remove this screen</Button>
      </Box>
    </Item>
  );
}

function LogoFields({ logo, number, errorOf, onPatch, onRemove }: ItemProps<CustomerLogo> & { logo: CustomerLogo }) {
  return (
    <Item testId="logo-fields">
      <ImagePicker image={logo.image} label={`Logo image ${number}`} alt={logo.name && `${logo.name} logo`} error={errorOf('image')} onChange={(image) => onPatch({ image })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput label="Name" required value={logo.name} max={SITE_LIMITS.name} error={errorOf('name')} onChange={(name) => onPatch({ name })} />
        <TextInput label="Link (https://…, optional)" type="url" value={logo.link ?? ''} max={SITE_LIMITS.url} error={errorOf('link')} onChange={(link) => onPatch({ link: link || undefined })} />
      </Stack>
      <Box>
        <Button onClick={onRemove}>Remove this logo</Button>
      </Box>
    </Item>
  );
}

/**
 * The one video, optional: stored once its poster is uploaded (the content has no video without one), its
 * address and title held here until then.
 */
export function VideoFields({ video, errorOf, update }: { video: SiteVideo | null; errorOf: ErrorOf; update: (change: (video: SiteVideo | null) => SiteVideo | null) => void }) {
  const [pending, setPending] = useState({ url: '', title: '' });
  const { url, title } = video ?? pending;
  /** The video is optional: its address and title are asked for once it is begun. */
  const begun = video !== null || url.trim() !== '' || title.trim() !== '';
  const edit = (patch: Partial<Pick<SiteVideo, 'url' | 'title'>>) => (video ? update((current) => current && { ...current, ...patch }) : setPending((current) => ({ ...current, ...patch })));
  const remove = () => {
    setPending({ url: '', title: '' });
    update(() => null);
  };
  return (
    <Stack spacing={2}>
      <TextInput
        label="Video address (YouTube or Vimeo)"
        type="url"
        required={begun}
        value={url}
        max={SITE_LIMITS.url}
        error={errorOf('url')}
        help={url.trim() && !videoOf(url.trim()) ? 'Not a YouTube or Vimeo video address (https://…) yet' : undefined}
        onChange={(next) => edit({ url: next })}
      />
      <TextInput label="Video title" required={begun} value={title} max={SITE_LIMITS.title} error={errorOf('title')} onChange={(next) => edit({ title: next })} />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Poster image, shown until the video is played
        </Typography>
        <ImagePicker image={video?.poster} label="Poster image for the video" error={errorOf('poster')} onChange={(poster) => update((current) => ({ ...(current ?? pending), poster }))}>
          {video && <Button onClick={remove}>Remove video</Button>}
        </ImagePicker>
      </Box>
    </Stack>
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
