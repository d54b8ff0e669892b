import { AppBar, Button, Toolbar, alpha } from '@mui/material';
import { Link } from 'react-router-dom';

const NAV_TOP = 36; // below the fixed seat pill

/**
 * The sticky top nav: the home pill, Pricing and Book Demo. Its background is the page's at 92%:
 * what scrolls beneath (orange buttons, headings) shows as a faint blur, never through the links.
 */
export function Nav() {
  return (
    <AppBar position="sticky" color="transparent" elevation={0} sx={{ top: NAV_TOP, bgcolor: (theme) => alpha(theme.palette.background.default, 0.92), backdropFilter: 'blur(8px)' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Button
          component={Link}
          to="/"
          variant="contained"
          sx={{ borderRadius: 999, fontWeight: 900, letterSpacing: 1, mr: 'auto' }}
        >
          BLAST CRM
        </Button>
        <Button component={Link} to="/pricing" color="inherit">
          Pricing
        </Button>
        <Button component={Link} to="/book-demo" color="inherit">
          Book Demo
        </Button>
      </Toolbar>
    </AppBar>
  );
}
