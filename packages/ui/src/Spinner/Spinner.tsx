import { spinner } from './Spinner.css';

export interface SpinnerProps {
  /** What is being waited for; read by screen readers. @default 'Loading…' */
  label?: string;
  /** Diameter in pixels. @default 24 */
  size?: number;
  /** Extra class for layout. */
  className?: string;
}

/**
 * An indeterminate progress indicator (role progressbar, no value). Plain HTML, no react-aria: it shows in the
 * login form and other first paints, which should not load RAC for it.
 */
export function Spinner({ label = 'Loading…', size = 24, className }: SpinnerProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} className={className}>
      <span className={spinner} style={{ width: size, height: size }} />
    </div>
  );
}
