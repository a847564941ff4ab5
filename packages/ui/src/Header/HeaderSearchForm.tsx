import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { SearchIcon } from '../icons/icons';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import type { HeaderLabels, HeaderSearch } from './Header';
import * as styles from './Header.css';

/**
 * The header's search form (000 §2.6), its own module so that the select and its list box load only when a
 * signed-in header shows the search (the signed-out header of Login does not).
 */
export interface HeaderSearchFormProps {
  /** The form's id, which the phone's search toggle controls. */
  id?: string;
  /** The form's class (with the phone's closed look while its toggle is collapsed). */
  className?: string;
  /** Opened by the phone's search toggle: the keyword field takes the focus. */
  open?: boolean;
  /** Escape in the opened form: the header closes it and gives the focus back to the toggle. */
  onClose?: () => void;
  documentTypes: readonly SelectOption[];
  defaultDocumentType?: Key;
  onSearch?: (search: HeaderSearch) => void;
  labels: HeaderLabels;
}

export default function HeaderSearchForm({
  id,
  className = styles.search,
  open = false,
  onClose,
  documentTypes,
  defaultDocumentType,
  onSearch,
  labels,
}: HeaderSearchFormProps) {
  const [documentType, setDocumentType] = useState<Key>(defaultDocumentType ?? documentTypes[0]?.id ?? '');
  const [keyword, setKeyword] = useState('');
  const keywordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) keywordRef.current?.focus();
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch?.({ documentType, keyword: keyword.trim() });
  };

  // The select's list box closes itself on Escape (and marks the event handled); an Escape anywhere else in the
  // opened form closes the form. Its default, clearing the keyword field, is kept from happening: the keyword
  // is still there when the form opens again.
  const closeOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!open || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose?.();
  };

  return (
    // A form with role search is the search landmark; Enter in the keyword field submits it.
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> keeps form submission and is mapped by every screen reader; <search> is newer.
    <form
      id={id}
      role="search"
      aria-label={labels.search}
      className={className}
      onSubmit={submit}
      onKeyDown={closeOnEscape}
    >
      <Select
        label={labels.searchDocumentType}
        hideLabel
        options={documentTypes}
        selectedKey={documentType}
        onSelectionChange={(key) => {
          if (key !== null) setDocumentType(key);
        }}
        className={styles.searchType}
      />
      <TextField
        aria-label={labels.searchKeyword}
        type="search"
        value={keyword}
        onChange={setKeyword}
        inputRef={keywordRef}
        className={styles.searchKeyword}
        placeholder={labels.searchKeyword}
      />
      <IconButton
        aria-label={labels.search}
        type="submit"
        className={`${styles.headerLink} ${styles.searchSubmit}`}
      >
        <SearchIcon />
      </IconButton>
    </form>
  );
}
