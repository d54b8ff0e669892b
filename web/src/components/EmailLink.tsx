import { isMailtoAddress } from '@blast/catalog';
import { Link as MuiLink } from '@mui/material';

/**
 * An operator's email address (useOperatorFacts(): published on /admin/site, else the build's
 * setting) as a mailto: link; with neither, its placeholder ('[support email: set
 * VITE_SUPPORT_EMAIL]', config/site.ts) as plain text, never an invalid link.
 */
export function EmailLink({ address }: { address: string }) {
  return isMailtoAddress(address) ? <MuiLink href={`mailto:${address}`}>{address}</MuiLink> : <>{address}</>;
}
