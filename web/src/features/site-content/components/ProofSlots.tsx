/**
 * The slots the owner's published content fills (issue 37, docs/site-content.md): each renders
 * nothing when its part is empty (no heading, no gap, no placeholder), so a fresh install shows
 * exactly the pages it had. The pages decide where proof helps.
 */
import { announcementShows } from '@blast/catalog';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Section } from '../../../components/Section';
import { usePublishedContent } from '../published';

/** The customers' words: up to `max` testimonials, in the order the owner gave them. */
export function Testimonials({ max = 3, title = 'What investors say' }: { max?: number; title?: string }) {
  const shown = usePublishedContent()
    .testimonials.filter((testimonial) => testimonial.permission)
    .slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Section title={title}>
      <Box data-testid="testimonials" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(280px, 1fr))' }, gap: 3 }}>
        {shown.map((testimonial) => (
          <Box component="figure" key={testimonial.id} data-testid="testimonial" sx={{ m: 0, p: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Typography component="blockquote" sx={{ m: 0, fontSize: 18, lineHeight: 1.5 }}>
              {`“${testimonial.quote}”`}
            </Typography>
            <Typography component="figcaption" sx={{ mt: 2, fontWeight: 700 }}>
              {testimonial.name}
              {testimonial.role && (
                <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
                  {testimonial.role}
                </Box>
              )}
            </Typography>
          </Box>
        ))}
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
 * ended by the build; one that ends after it goes once the app runs (and boot.ts hides it before).
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
      data-ends-on={endsOn}
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
