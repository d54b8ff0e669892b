import { Box } from '@mui/material';
import type { ReactNode } from 'react';

const PROMO_INPUT = 'input[name="promo"]:checked';

/**
 * SPEC §4's promo toggle, shown while the owner's promo runs and on by default (PRODUCT.md): a native switch (a checkbox) that flips the waive flag, and the plan
 * cards inside it showing the primary button that goes with it. The browser flips the box and the
 * style sheet picks the button (`data-promo` on CheckoutOption), so the answer is on screen in
 * the frame of the tap, before any script has run, and no script has to take it over.
 */
export function PromoToggle({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        [`&:has(${PROMO_INPUT}) [data-promo="off"], &:not(:has(${PROMO_INPUT})) [data-promo="on"]`]: { display: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', mb: 2 }}>
        <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, minHeight: 48, cursor: 'pointer' }}>
          <Box
            component="input"
            type="checkbox"
            role="switch"
            name="promo"
            defaultChecked
            sx={{
              appearance: 'none',
              m: 0,
              width: 44,
              height: 24,
              borderRadius: 12,
              bgcolor: 'grey.700',
              position: 'relative',
              cursor: 'pointer',
              flexShrink: 0,
              transition: 'background-color 150ms',
              '&::before': {
                content: '""',
                position: 'absolute',
                top: 3,
                left: 3,
                width: 18,
                height: 18,
                borderRadius: '50%',
                bgcolor: 'common.white',
                transition: 'transform 150ms',
              },
              '&:checked': { bgcolor: 'primary.main' },
              '&:checked::before': { transform: 'translateX(20px)' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
            }}
          />
          {label}
        </Box>
      </Box>
      {children}
    </Box>
  );
}
