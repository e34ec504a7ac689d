import { useId, useState, type ReactNode } from 'react';
import classes from './hint-tooltip.module.css';

interface Props {
  /** What the tooltip says; it is also the wrapped control's accessible description. */
  label: string;
  /** Which edge of the control the tooltip lines up with, so it stays on a phone's screen. */
  align?: 'start' | 'end';
  /** The control, given the id of its description. */
  children: (describedBy: { 'aria-describedby': string }) => ReactNode;
}

/**
 * A tooltip that shows on hover and on keyboard focus (and on a tap, which focuses), with no
 * positioning library: the dashboards' lock hints ('Cannot delete lists with orders').
 * Escape hides it (WCAG 1.4.13); assistive technology reads it as the control's description.
 * Mantine's Tooltip would pull @floating-ui into every route's bundle.
 */
export function HintTooltip({ label, align = 'start', children }: Props) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className={classes.root}
      data-dismissed={dismissed || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {children({ 'aria-describedby': id })}
      <span role="tooltip" id={id} className={classes.tip} data-align={align}>
        {label}
      </span>
    </span>
  );
}
