import { AppBar, Button, Toolbar, alpha } from '@mui/material';
import { Link } from 'react-router-dom';
import { useOperatorFacts } from '../../lib/operator-facts';
import { LOG_IN_TEXT, NAV_LINKS } from './nav-links';

const NAV_TOP = 36; // below the fixed seat pill

/**
 * The sticky top nav: the home pill, Pricing and Book Demo, and "Log in" to the CRM once its
 * address is published on /admin/site or set (CRM_LOGIN_URL; no link while neither is). Its background is the page's at 92%:
 * what scrolls beneath (orange buttons, headings) shows as a faint blur, never through the links.
 */
export function Nav() {
  const [home, ...links] = NAV_LINKS;
  const { crmLoginUrl } = useOperatorFacts();
  return (
    <AppBar position="sticky" color="transparent" elevation={0} sx={{ top: NAV_TOP, bgcolor: (theme) => alpha(theme.palette.background.default, 0.92), backdropFilter: 'blur(8px)' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Button
          component={Link}
          to={home.path}
          variant="contained"
          sx={{ borderRadius: 999, fontWeight: 900, letterSpacing: 1, mr: 'auto' }}
        >
          {home.label}
        </Button>
        {links.map(({ path, label }) => (
          <Button key={path} component={Link} to={path} color="inherit">
            {label}
          </Button>
        ))}
        {crmLoginUrl && (
          <Button href={crmLoginUrl} color="inherit" data-testid="nav-log-in">
            {LOG_IN_TEXT}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
