import { useState } from 'react';
import { fillTemplate } from '../format/template';

/** The message of a text longer than its field's `maxLength`; `{max}` is filled in. */
export const DEFAULT_TOO_LONG = 'Please enter at most {max} characters.';

/**
 * A text field's limit without the browser's truncation (a native `maxlength` silently cuts what is typed or
 * pasted): the field keeps every character, and when its text, trimmed as the server reads it, is longer than
 * `maxLength` it is marked invalid with `tooLong` (unless the caller marks it invalid with its own message). The
 * input carries `data-too-long`, so ui's `Form` refuses a submit and moves the focus there. Tracks an uncontrolled
 * field's value too.
 */
export function useLengthLimit(
  props: {
    value?: string;
    defaultValue?: string;
    onChange?: (value: string) => void;
    maxLength?: number;
    isInvalid?: boolean;
  },
  tooLong: string = DEFAULT_TOO_LONG,
) {
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const value = props.value ?? uncontrolled;
  const max = props.maxLength;
  const over = max !== undefined && value.trim().length > max;
  return {
    length: value.length,
    over,
    isInvalid: over ? true : props.isInvalid,
    /** The field's own message while it is over the limit and the caller says nothing. */
    message: over && !props.isInvalid ? fillTemplate(tooLong, { max: max ?? 0 }) : undefined,
    inputProps: over ? { 'data-too-long': true } : {},
    onChange: (next: string) => {
      setUncontrolled(next);
      props.onChange?.(next);
    },
  };
}
