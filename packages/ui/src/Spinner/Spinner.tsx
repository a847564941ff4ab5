import { ProgressBar } from 'react-aria-components';
import { spinner } from './Spinner.css';

export interface SpinnerProps {
  /** What is being waited for; read by screen readers. @default 'Loading…' */
  label?: string;
  /** Diameter in pixels. @default 24 */
  size?: number;
  /** Extra class for layout. */
  className?: string;
}

/** An indeterminate progress indicator (role progressbar, no value). */
export function Spinner({ label = 'Loading…', size = 24, className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={className}>
      <span className={spinner} style={{ width: size, height: size }} />
    </ProgressBar>
  );
}
