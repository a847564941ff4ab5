import { requiredMarker } from './Field.css';

export interface RequiredMarkerProps {
  /** The field must be filled in; without it nothing is drawn. @default false */
  isRequired?: boolean;
}

/**
 * The visible required marker (an asterisk) placed inside a field's label. Hidden from assistive technology:
 * react-aria already sets `aria-required` on the input, so screen readers say "required" once, not "star".
 */
export function RequiredMarker({ isRequired = false }: RequiredMarkerProps) {
  return isRequired ? (
    <span aria-hidden="true" className={requiredMarker}>
      *
    </span>
  ) : null;
}
