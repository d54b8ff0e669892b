import { Box } from '@mui/material';
import type { InputHTMLAttributes } from 'react';

/**
 * A labelled native text field, styled like the site's others. The browser's own: it shows what is
 * typed before any script runs, and its `required` and `type="email"` validate without one.
 */
const fieldSx = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  mt: 0.5,
  px: 1.75,
  py: 1.5,
  font: 'inherit',
  fontSize: 16, // below 16 px a phone zooms the page in on focus
  color: 'text.primary',
  bgcolor: 'transparent',
  border: 1,
  borderColor: 'rgba(255, 255, 255, 0.23)',
  borderRadius: 3,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -1, borderColor: 'transparent' },
} as const;

type NativeInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'required' | 'id' | 'min' | 'max' | 'step' | 'inputMode' | 'aria-describedby' | 'defaultValue'>;

export function NativeField({ label, ...input }: { label: string; name: string } & NativeInputProps) {
  return (
    <Box component="label" sx={{ display: 'block', color: 'text.secondary', fontSize: 14 }}>
      {label}
      <Box component="input" {...input} sx={fieldSx} />
    </Box>
  );
}

/** A native button, styled like the site's: `disabled` (set by an island) greys it. */
export const actionSx = {
  minHeight: 44,
  px: 2.5,
  border: 0,
  borderRadius: 3,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
  '&:disabled': { cursor: 'default', opacity: 0.6 },
} as const;

/** The primary action's colours: dark text on the accent (WCAG AA). */
export const primaryActionSx = { ...actionSx, color: 'common.black', bgcolor: 'primary.main' } as const;

/** A native form <dialog> as the site draws it: a paper card over a dimmed page. */
export const formDialogSx = {
  width: 'calc(100% - 32px)',
  maxWidth: 444,
  boxSizing: 'border-box',
  p: 3,
  border: 0,
  borderRadius: 3,
  color: 'text.primary',
  bgcolor: 'background.paper',
  boxShadow: 24,
  '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.6)' },
} as const;
