import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import { visuallyHidden } from '../foundations/focus.css';
import { ChevronDownIcon } from '../icons/icons';
import * as styles from './Select.css';
import type { SelectField as SelectFieldComponent } from './SelectField';
import { defaultSelectPlaceholder, type SelectProps } from './selectTypes';

export { defaultSelectPlaceholder, type SelectOption, type SelectProps } from './selectTypes';

type Field = typeof SelectFieldComponent;

/**
 * react-aria's select, listbox and popover (about 30 KB gzip) are not part of the first paint (issue 14): the
 * field's code starts loading as soon as this module is evaluated (a screen with a Select is being drawn), beside
 * the screen's first paint, which draws the closed field in plain HTML in the meantime. Once loaded, every Select
 * renders the real field at once.
 */
let loadedField: Field | undefined;
let loading: Promise<Field> | undefined;
function loadField(): Promise<Field> {
  loading ??= import('./SelectField').then(
    (module) => {
      loadedField = module.SelectField;
      return module.SelectField;
    },
    (error: unknown) => {
      loading = undefined; // a later render or interaction tries again
      throw error;
    },
  );
  return loading;
}
loadField().catch(() => undefined);

/** What the person did to the closed field before its code arrived, for the field to carry on. */
type Wanted = 'nothing' | 'focus' | 'open';

/**
 * A single-choice dropdown on RAC Select, with a listbox popover. Until its code has loaded (a moment after the
 * first paint) the closed field is drawn in plain HTML with the same look, name and form value; a click or a key
 * that opens it then opens the loaded field, and the focus moves over to it.
 */
export function Select(props: SelectProps) {
  const [field, setField] = useState<Field | undefined>(() => loadedField);
  const [wanted, setWanted] = useState<Wanted>('nothing');
  // A press that began on the plain field ends there: the loaded field takes over after it, never in between.
  const [pressing, setPressing] = useState(false);
  useEffect(() => {
    if (field) return;
    let live = true;
    loadField().then(
      (loaded) => live && setField(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [field]);

  if (!field || pressing) {
    return (
      <ClosedSelect
        {...props}
        onPress={setPressing}
        onWant={(how) => {
          setWanted((before) => (before === 'open' ? before : how));
          if (how !== 'nothing' && !loading)
            loadField().then(
              (loaded) => setField(() => loaded),
              () => undefined,
            );
        }}
      />
    );
  }
  return <LoadedSelect {...props} field={field} wanted={wanted} />;
}

/**
 * The loaded field, taking over from the plain one. When the person had opened the plain field, the loaded one
 * mounts focused but closed and opens once its trigger holds the focus (its own effects run before this one's):
 * a popover records where to give the focus back when it opens, and mounted open at once it would record the plain
 * field that has just gone, leaving the focus on <body> after a choice.
 */
function LoadedSelect({
  field: SelectField,
  wanted,
  ...props
}: SelectProps & { field: Field; wanted: Wanted }) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  useEffect(() => {
    if (wanted === 'open') setOpen(true);
  }, [wanted]);
  return (
    <SelectField
      {...props}
      autoFocus={props.autoFocus || wanted !== 'nothing'}
      defaultOpen={undefined}
      isOpen={props.isOpen ?? open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        props.onOpenChange?.(isOpen);
      }}
    />
  );
}

/** The closed field as RAC draws it (label, trigger with the chosen option's text, description, form value). */
function ClosedSelect({
  label,
  hideLabel = false,
  options,
  description,
  errorMessage,
  className,
  placeholder,
  selectedKey,
  defaultSelectedKey,
  name,
  isDisabled,
  isRequired,
  isInvalid,
  onWant,
  onPress,
}: SelectProps & { onWant: (how: Wanted) => void; onPress: (pressing: boolean) => void }) {
  const labelId = useId();
  const valueId = useId();
  const key = selectedKey !== undefined ? selectedKey : defaultSelectedKey;
  const chosen = options.find((option) => option.id === key);
  const onKeyDown = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      onWant('open');
    }
  };
  return (
    <div
      className={[fieldStyles.field, typeof className === 'string' ? className : null]
        .filter(Boolean)
        .join(' ')}
      data-invalid={isInvalid || undefined}
    >
      {/* Named as the loaded field is, by its value then its label: a hidden label is still read, and the name
          holds the text the button shows (WCAG 2.5.3, axe's label-content-name-mismatch). */}
      <span id={labelId} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
        {hideLabel ? null : <RequiredMarker isRequired={isRequired} />}
      </span>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        disabled={isDisabled}
        onFocus={() => onWant('focus')}
        onBlur={() => onWant('nothing')}
        onPointerDown={() => {
          onPress(true);
          onWant('focus');
        }}
        onPointerCancel={() => onPress(false)}
        onClick={() => {
          onPress(false);
          onWant('open');
        }}
        onKeyDown={onKeyDown}
      >
        <span id={valueId} className={styles.value}>
          {chosen?.label ?? placeholder ?? defaultSelectPlaceholder}
        </span>
        <ChevronDownIcon size={16} />
      </button>
      {description ? <span className={fieldStyles.description}>{description}</span> : null}
      {isInvalid && errorMessage ? <span className={fieldStyles.fieldError}>{errorMessage}</span> : null}
      {name ? <input type="hidden" name={name} value={key == null ? '' : String(key)} /> : null}
    </div>
  );
}
