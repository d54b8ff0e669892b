/**
 * /admin/site's images: the picker that uploads one (as WebP, at most the size the pages show:
 * web-image.ts; the API checks it and answers the stored image, or refuses it with a message),
 * and the local addresses (object URLs) the editor shows them by, its thumbnails and its preview
 * alike: an image of the draft is not on the site yet.
 */
import { SITE_IMAGE_TYPES, imagesOf, type SiteContent, type SiteImage } from '@blast/catalog';
import { Box, Button, Stack, Typography } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { siteImageObjectUrl, uploadSiteImage } from '../api/site-content';
import { forTheWeb } from '../web-image';

/** The editor's images by their path, as object URLs, and how a new one is added. */
export interface PreviewImages {
  urls: ReadonlyMap<string, string>;
  remember: (path: string, url: string) => void;
}

const PreviewImagesContext = createContext<PreviewImages>({ urls: new Map(), remember: () => undefined });
export const PreviewImagesProvider = PreviewImagesContext.Provider;
export const usePreviewUrls = () => useContext(PreviewImagesContext).urls;

/**
 * The images' object URLs: each image of `draft` (saved earlier) is fetched once with the
 * operator's token (one that cannot be read stays without a thumbnail); an upload is remembered
 * from the file picked. All are revoked when the editor goes.
 */
export function usePreviewImages(draft: SiteContent | undefined): PreviewImages {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  const requested = useRef(new Set<string>());
  const created = useRef(new Set<string>());
  const alive = useRef(false);

  const remember = useCallback((path: string, url: string) => {
    requested.current.add(path);
    if (!alive.current) {
      URL.revokeObjectURL(url);
      return;
    }
    created.current.add(url);
    setUrls((current) => new Map(current).set(path, url));
  }, []);

  useEffect(() => {
    const made = created.current;
    alive.current = true;
    return () => {
      alive.current = false;
      made.forEach((url) => URL.revokeObjectURL(url));
      made.clear();
    };
  }, []);

  useEffect(() => {
    if (!draft) return;
    for (const image of imagesOf(draft)) {
      if (requested.current.has(image.path)) continue;
      requested.current.add(image.path);
      siteImageObjectUrl(image).then(
        (url) => remember(image.path, url),
        () => undefined,
      );
    }
  }, [draft, remember]);

  return useMemo(() => ({ urls, remember }), [urls, remember]);
}

const THUMBNAIL = { width: 96, height: 64, border: 1, borderColor: 'divider', borderRadius: 1, flexShrink: 0 } as const;

/**
 * An image and the button that uploads another in its place (or the first): `label` names the
 * file input for assistive technology, `alt` describes the thumbnail ('' when the fields beside it
 * say it all). A refused upload shows the API's message; `error` is a refusal of the saved field.
 * `children` sit beside the button (a Remove, say).
 */
export function ImagePicker({
  image,
  label,
  alt = '',
  action,
  error,
  onChange,
  children,
}: {
  image?: SiteImage;
  label: string;
  alt?: string;
  /** The button's text, when not "Choose image…" or "Replace image". */
  action?: string;
  error?: string;
  onChange: (image: SiteImage) => void;
  children?: ReactNode;
}) {
  const { urls, remember } = useContext(PreviewImagesContext);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // An upload takes a while: what it hands over goes to the fields as they are once it is done.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = ''; // the same file can be picked again
    if (!file) return;
    setUploading(true);
    setRefusal(undefined);
    try {
      const sent = await forTheWeb(file);
      const uploaded = await uploadSiteImage(sent);
      remember(uploaded.path, URL.createObjectURL(sent));
      latest.current(uploaded);
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setUploading(false);
    }
  };

  const src = image && urls.get(image.path);
  const message = refusal ?? error;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {image && (src ? <Box component="img" src={src} alt={alt} sx={{ ...THUMBNAIL, objectFit: 'contain' }} /> : <Box sx={{ ...THUMBNAIL, bgcolor: 'action.hover' }} />)}
      {/* A real button (a label as one opens nothing from the keyboard) that opens the file input's dialog. */}
      <Button variant="outlined" disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? 'Uploading…' : (action ?? (image ? 'Replace image' : 'Choose image…'))}
      </Button>
      <input ref={input} type="file" hidden accept={SITE_IMAGE_TYPES.join(',')} aria-label={label} disabled={uploading} onChange={(event) => void pick(event)} />
      {children}
      {message && (
        <Typography role="alert" variant="body2" color="error">
          {message}
        </Typography>
      )}
    </Stack>
  );
}
