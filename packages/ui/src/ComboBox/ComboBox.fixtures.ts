import type { ComboBoxOption, LoadComboBoxOptions } from './ComboBox';

export const manufacturers: readonly ComboBoxOption[] = [
  { id: 'cisco', label: 'Cisco' },
  { id: 'dell', label: 'Dell' },
  { id: 'hp', label: 'HP Inc.' },
  { id: 'lenovo', label: 'Lenovo' },
  { id: 'microsoft', label: 'Microsoft' },
];

/** A fake server search that answers after `delayMs`, honouring the abort signal. */
export function fakeManufacturerSearch(delayMs = 300): LoadComboBoxOptions {
  return (filterText, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const query = filterText.toLowerCase();
        resolve(manufacturers.filter((option) => option.label.toLowerCase().includes(query)));
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}
