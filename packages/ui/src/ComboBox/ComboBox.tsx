import {
  Button,
  composeRenderProps,
  FieldError,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  Text,
  useAsyncList,
  useFilter,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import { ChevronDownIcon } from '../icons/icons';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ComboBox.css';

export interface ComboBoxOption {
  /** The option's key, handed back on selection. */
  id: Key;
  /** The text shown and matched against what is typed. */
  label: string;
}

/** Loads the options matching what is typed; abort work when `signal` fires (a newer search replaced it). */
export type LoadComboBoxOptions = (
  filterText: string,
  signal: AbortSignal,
) => Promise<readonly ComboBoxOption[]>;

export interface ComboBoxLabels {
  /** Shown in the list when nothing matches. @default 'No records found.' */
  noResults: string;
  /** Name of the busy indicator while options load. @default 'Loading…' */
  loading: string;
  /** Name of the button that opens the list. @default 'Show suggestions' */
  showSuggestions: string;
}

export const defaultComboBoxLabels: ComboBoxLabels = {
  noResults: 'No records found.',
  loading: 'Loading…',
  showSuggestions: 'Show suggestions',
};

export interface ComboBoxProps
  extends Omit<RACComboBoxProps<ComboBoxOption>, 'children' | 'items' | 'defaultItems' | 'defaultFilter'> {
  /** The visible label; also the accessible name. */
  label: string;
  /** Options filtered on the client by what is typed. Ignored when `loadOptions` is given. */
  options?: readonly ComboBoxOption[];
  /** Loads options from the server as the person types; the component keeps the latest answer only. */
  loadOptions?: LoadComboBoxOptions;
  /** Help text under the field. */
  description?: string;
  /** Error text, shown when the field is invalid. */
  errorMessage?: string;
  /** Placeholder text; never a replacement for the label. */
  placeholder?: string;
  /** Texts shown to the user. @default defaultComboBoxLabels */
  labels?: Partial<ComboBoxLabels>;
}

/** A text input with a filtered list of suggestions, static or loaded as you type, on RAC ComboBox. */
export function ComboBox({ loadOptions, options = [], ...props }: ComboBoxProps) {
  return loadOptions ? (
    <AsyncComboBox {...props} loadOptions={loadOptions} />
  ) : (
    <StaticComboBox {...props} options={options} />
  );
}

function StaticComboBox({
  options,
  ...props
}: Omit<ComboBoxProps, 'loadOptions'> & { options: readonly ComboBoxOption[] }) {
  const { contains } = useFilter({ sensitivity: 'base' });
  return <ComboBoxFrame {...props} defaultItems={options} defaultFilter={contains} isLoading={false} />;
}

function AsyncComboBox({
  loadOptions,
  ...props
}: Omit<ComboBoxProps, 'options'> & { loadOptions: LoadComboBoxOptions }) {
  const list = useAsyncList<ComboBoxOption>({
    async load({ signal, filterText }) {
      return { items: [...(await loadOptions(filterText ?? '', signal))] };
    },
  });
  return (
    <ComboBoxFrame
      {...props}
      items={list.items}
      inputValue={list.filterText}
      onInputChange={(value) => {
        list.setFilterText(value);
        props.onInputChange?.(value);
      }}
      isLoading={list.isLoading}
    />
  );
}

type FrameProps = Omit<ComboBoxProps, 'loadOptions' | 'options'> &
  Pick<RACComboBoxProps<ComboBoxOption>, 'items' | 'defaultItems' | 'defaultFilter'> & { isLoading: boolean };

function ComboBoxFrame({
  label,
  description,
  errorMessage,
  placeholder,
  labels,
  isLoading,
  ...props
}: FrameProps) {
  const texts = { ...defaultComboBoxLabels, ...labels };
  return (
    <RACComboBox
      allowsEmptyCollection
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [fieldStyles.field, styles.comboBox, className].filter(Boolean).join(' '),
      )}
    >
      <Label className={fieldStyles.label}>
        {label}
        <RequiredMarker isRequired={props.isRequired} />
      </Label>
      <div className={styles.box}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.button} aria-label={texts.showSuggestions}>
          <ChevronDownIcon size={16} />
        </Button>
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        {/* In the popover, not the input box: RAC hides everything else from assistive technology while it is open. */}
        {isLoading ? (
          <div className={styles.loading}>
            <Spinner label={texts.loading} size={16} />
            <span aria-hidden="true">{texts.loading}</span>
          </div>
        ) : null}
        <ListBox
          className={styles.listBox}
          renderEmptyState={() =>
            isLoading ? null : <div className={styles.emptyState}>{texts.noResults}</div>
          }
        >
          {(option: ComboBoxOption) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
