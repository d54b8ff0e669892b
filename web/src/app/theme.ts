import { createTheme } from '@mui/material/styles';

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
    // SPEC's 0.4 s fade from page to page, where a page loads another (every link of the public
    // pages, page/nav.ts): the browser's own cross-fade of the two documents, prerendered or not,
    // with no script. The app's router fades the operator area's pages (app/shell/MotionMain.tsx).
    MuiCssBaseline: {
      styleOverrides: {
        '@view-transition': { navigation: 'auto' },
        '::view-transition-group(root)': { animationDuration: '0.4s' },
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
