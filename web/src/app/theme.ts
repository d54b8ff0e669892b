import { createTheme } from '@mui/material/styles';
import { markSelector } from '../page/marks';
import { OPENED } from '../page/schedule';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#ff6b2c' },
    secondary: { main: '#2dd4bf' }, // the accent colour
    background: { default: '#0b1020', paper: '#121a31' },
  },
  shape: { borderRadius: 12 },
  // A tap is answered by what it does (a dialog, a page), in the frame of the tap: no ripple for
  // React to render beside it on every press (bench:tap). Without the ripple, keyboard focus is
  // shown by an outline instead of the ripple's pulse.
  components: {
    // A page the browser had prerendered (page/nav.ts) fades in once opened, as the operator
    // area's pages do (SPEC's 0.4 s, app/shell/MotionMain.tsx): boot.ts marks <html> then.
    MuiCssBaseline: {
      styleOverrides: {
        '@keyframes blast-page-fade': { from: { opacity: 0 } },
        [`${markSelector(OPENED)} #main`]: { animation: 'blast-page-fade 0.4s ease-out' },
      },
    },
    MuiButtonBase: {
      // disableTouchRipple too: otherwise a touch still mounts the (disabled) ripple, a render on the touch.
      defaultProps: { disableRipple: true, disableTouchRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #ffa27a', outlineOffset: 2 } } },
    },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 700 },
  },
});
