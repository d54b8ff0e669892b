import { Button, type ButtonProps } from '@mui/material';
import { useRef, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';

const PULL = 0.25; // how far the button leans toward the pointer, as a share of the distance
const MAX_PX = 12;

/** A call-to-action link that leans toward the pointer; still under prefers-reduced-motion. */
export function MagneticButton({ to, ...props }: ButtonProps & { to: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const onPointerMove = (event: PointerEvent) => {
    const el = ref.current;
    if (!el || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const box = el.getBoundingClientRect();
    const clamp = (v: number) => Math.max(-MAX_PX, Math.min(MAX_PX, v * PULL));
    const x = clamp(event.clientX - (box.left + box.width / 2));
    const y = clamp(event.clientY - (box.top + box.height / 2));
    el.style.transform = `translate(${x}px, ${y}px)`;
  };
  const reset = () => {
    if (ref.current) ref.current.style.transform = '';
  };
  return (
    <Button
      ref={ref}
      component={Link}
      to={to}
      data-magnetic=""
      onPointerMove={onPointerMove}
      onPointerLeave={reset}
      sx={{ transition: 'transform 120ms ease-out', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
      {...props}
    />
  );
}
