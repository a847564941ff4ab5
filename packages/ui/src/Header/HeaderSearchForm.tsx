import { type FormEvent, useState } from 'react';
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
  documentTypes: readonly SelectOption[];
  defaultDocumentType?: Key;
  onSearch?: (search: HeaderSearch) => void;
  labels: HeaderLabels;
}

export default function HeaderSearchForm({
  documentTypes,
  defaultDocumentType,
  onSearch,
  labels,
}: HeaderSearchFormProps) {
  const [documentType, setDocumentType] = useState<Key>(defaultDocumentType ?? documentTypes[0]?.id ?? '');
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch?.({ documentType, keyword: keyword.trim() });
  };

  return (
    // A form with role search is the search landmark; Enter in the keyword field submits it.
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> keeps form submission and is mapped by every screen reader; <search> is newer.
    <form role="search" aria-label={labels.search} className={styles.search} onSubmit={submit}>
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
        className={styles.searchKeyword}
        placeholder={labels.searchKeyword}
      />
      <IconButton aria-label={labels.search} type="submit" className={styles.headerLink}>
        <SearchIcon />
      </IconButton>
    </form>
  );
}
