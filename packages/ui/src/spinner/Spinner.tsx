import { circleSize, wrapper } from './spinner.css.ts';

export interface SpinnerProps {
  /** Announced to screen readers and shown beside the spinner; empty hides it (decorative use). */
  label?: string;
  size?: 'small' | 'medium';
}

export function Spinner({ label = 'Loading...', size = 'medium' }: SpinnerProps) {
  if (!label) return <span className={circleSize[size]} aria-hidden="true" />;
  return (
    <span className={wrapper} role="status">
      <span className={circleSize[size]} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
