/**
 * The slots the owner's published content fills (docs/site-content.md): each renders
 * nothing when its part is empty (no heading, no gap, no placeholder), so a fresh install shows
 * exactly the pages it had. The pages decide where proof helps.
 */
import { announcementShows, escapeHtml, videoEmbedUrl, videoOf, type SiteImage } from '@blast/catalog';
import { Box, Link as MuiLink, Typography, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Section } from '../../../components/Section';
import { useImageSource, usePublishedContent } from '../published';
import { announcementMarks } from '../announcement';

/**
 * One of the content's images, sized by its stored dimensions (no layout shift), lazy: every slot
 * with images sits below the first screen. `alt` "" for one its text already names (a photo
 * beside the person's name).
 */
function SiteImg({ image, alt, sx }: { image: SiteImage; alt: string; sx?: SxProps<Theme> }) {
  const src = useImageSource()(image);
  return <Box component="img" src={src} alt={alt} width={image.width} height={image.height} loading="lazy" decoding="async" sx={{ display: 'block', maxWidth: '100%', height: 'auto', ...sx }} />;
}

/** The customers' words: up to `max` testimonials, in the order the owner gave them. */
export function Testimonials({ max = 3, title = 'What investors say' }: { max?: number; title?: string }) {
  const shown = usePublishedContent()
    .testimonials.filter((testimonial) => testimonial.permission)
    .slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Section title={title} offscreen>
      <Box data-testid="testimonials" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(280px, 1fr))' }, gap: 3 }}>
        {shown.map((testimonial) => (
          <Box component="figure" key={testimonial.id} data-testid="testimonial" sx={{ m: 0, p: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Typography component="blockquote" sx={{ m: 0, fontSize: 18, lineHeight: 1.5 }}>
              {`“${testimonial.quote}”`}
            </Typography>
            <Box component="figcaption" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
              {testimonial.photo && <SiteImg image={testimonial.photo} alt="" sx={{ width: 56, height: 56, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }} />}
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {testimonial.name}
                {testimonial.role && (
                  <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
                    {testimonial.role}
                  </Box>
                )}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** The customers' logos, each linked to their site when the owner gave one. */
export function CustomerLogos({ title = 'Investors who run on Blast CRM' }: { title?: string }) {
  const { logos } = usePublishedContent();
  if (logos.length === 0) return null;
  return (
    <Section title={title} offscreen>
      <Box component="ul" data-testid="customer-logos" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: { xs: 3, md: 5 } }}>
        {logos.map((logo) => {
          const img = <SiteImg image={logo.image} alt={logo.name} sx={{ maxHeight: 56, width: 'auto' }} />;
          return (
            <Box component="li" key={logo.id}>
              {logo.link ? (
                <MuiLink href={logo.link} rel="noopener">
                  {img}
                </MuiLink>
              ) : (
                img
              )}
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}

/** Screens of the product, each with its caption and its description for those who cannot see it. */
export function ProductScreens({ title = 'See it at work' }: { title?: string }) {
  const { screens } = usePublishedContent();
  if (screens.length === 0) return null;
  return (
    <Section title={title} offscreen>
      <Box data-testid="product-screens" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(360px, 1fr))' }, gap: 4 }}>
        {screens.map((screen) => (
          <Box component="figure" key={screen.id} sx={{ m: 0 }}>
            <SiteImg image={screen.image} alt={screen.alt} sx={{ width: '100%', borderRadius: 2, border: 1, borderColor: 'divider' }} />
            <Typography component="figcaption" sx={{ mt: 1.5, color: 'text.secondary' }}>
              {screen.caption}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/**
 * The document the video's frame shows until it is played (its `srcdoc`): the poster, as a link to
 * the player with autoplay, which the frame itself follows. The frame has no `src`: nothing of the
 * provider loads before the click, and the click needs no script: it plays in the page before the
 * app runs, and with JavaScript off. The poster is lazy: Chromium loads a srcdoc frame's document
 * with the page whatever the frame's `loading`, and an eager poster would be one more request
 * before the first paint. Its text is escaped here: React escapes the attribute, not the HTML inside it.
 */
export function videoPosterDocument({ player, poster, title }: { player: string; poster?: string; title: string }): string {
  const style =
    '*{margin:0}html,body{height:100%;overflow:hidden;background:#000}' +
    'a{position:relative;display:block;height:100%;color:#fff;text-decoration:none;font:800 20px/1.3 system-ui,sans-serif}' +
    'img{display:block;width:100%;height:100%;object-fit:cover}' +
    'span{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;padding:16px;text-align:center;background:rgba(0,0,0,.35)}' +
    'a:focus-visible{outline:3px solid #fff;outline-offset:-6px}';
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${style}</style>` +
    `<a href="${escapeHtml(player)}">${poster ? `<img src="${escapeHtml(poster)}" alt="" loading="lazy">` : ''}<span>▶ Play: ${escapeHtml(title)}</span></a></html>`
  );
}

/**
 * The owner's video, in a frame sized before it loads (no layout shift): its poster until the
 * visitor plays it (videoPosterDocument), then the player, from the provider's privacy host
 * (youtube-nocookie.com, Vimeo with Do Not Track), the only hosts the CSP lets a frame show.
 */
export function VideoSlot({ title = 'Blast CRM, shown' }: { title?: string }) {
  const { video } = usePublishedContent();
  const imageSource = useImageSource();
  const ref = video ? videoOf(video.url) : undefined;
  if (!video || !ref) return null;
  const player = videoEmbedUrl(ref);
  return (
    <Section title={title} offscreen>
      <Box data-testid="video" sx={{ maxWidth: 960, mx: 'auto' }}>
        <Box
          component="iframe"
          srcDoc={videoPosterDocument({ player, poster: imageSource(video.poster), title: video.title })}
          title={video.title}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 2, bgcolor: 'common.black' }}
        />
      </Box>
    </Section>
  );
}

/** The owner's guarantee, in one line beside the buttons it backs. */
export function GuaranteeLine() {
  const { guarantee } = usePublishedContent();
  if (!guarantee) return null;
  return (
    <Typography data-testid="guarantee" sx={{ mt: 2, textAlign: 'center', fontWeight: 700 }}>
      {guarantee}
    </Typography>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The announcement bar above the nav, through its last day. The prerender leaves out one that had
 * ended by the build; one that ends after it goes once the app runs (and its island hides it before: announcement.ts).
 */
export function AnnouncementBar() {
  const { announcement } = usePublishedContent();
  // Hydration renders what the prerender did; the day is checked after.
  const [ended, setEnded] = useState(false);
  useEffect(() => setEnded(!announcementShows(announcement, today())), [announcement]);
  if (!announcement || ended) return null;
  const { text, link, endsOn } = announcement;
  const linkSx = { color: 'inherit', fontWeight: 700 } as const;
  return (
    <Box
      role="region"
      aria-label="Announcement"
      data-testid="announcement"
      {...announcementMarks(endsOn)}
      sx={{ bgcolor: 'primary.main', color: 'common.black', textAlign: 'center', py: 1, px: 2, fontSize: 15, lineHeight: 1.4 }}
    >
      {!link ? (
        text
      ) : link.startsWith('/') ? (
        <MuiLink component={Link} to={link} sx={linkSx}>
          {text}
        </MuiLink>
      ) : (
        <MuiLink href={link} rel="noopener" sx={linkSx}>
          {text}
        </MuiLink>
      )}
    </Box>
  );
}
