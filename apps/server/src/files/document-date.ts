/** MM/DD/YYYY (001 §9) of a YYYY-MM-DD or ISO date, as the documents' files print it (in UTC); '' for none. */
export const documentDate = (iso: string | null) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
