import { US_ZIP_CODE_PATTERN } from './limits';

/**
 * Countries and states for address forms (`country/list`, `getStates`, `getStatesForCreditCardForm`) and the
 * rules of an address's state, postal code and phone (issue 16). The documents show the calls, not the lists: the
 * reseller ships to North America and a few trading partners, and card billing addresses are in the USA (the card
 * form forces countryCode USA, 001 §4). Codes are ISO 3166 alpha-3 for countries and the postal abbreviations for
 * states and provinces. One list for the server's answers, the contract's checks (`AddressInput`) and the forms.
 */

export const countries = [
  { code: 'USA', name: 'United States' },
  { code: 'CAN', name: 'Canada' },
  { code: 'MEX', name: 'Mexico' },
  { code: 'PRI', name: 'Puerto Rico' },
  { code: 'GBR', name: 'United Kingdom' },
  { code: 'IRL', name: 'Ireland' },
  { code: 'DEU', name: 'Germany' },
  { code: 'FRA', name: 'France' },
  { code: 'NLD', name: 'Netherlands' },
  { code: 'IND', name: 'India' },
  { code: 'JPN', name: 'Japan' },
  { code: 'AUS', name: 'Australia' },
] as const;

export const usStates = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const canadianProvinces = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const statesByCountry: Record<string, readonly { code: string; name: string }[]> = {
  USA: usStates,
  CAN: canadianProvinces,
};

/** The states of a country, or an empty list when the country's are not listed (the form takes free text). */
export function statesOf(countryCode: string): readonly { code: string; name: string }[] {
  return statesByCountry[countryCode.toUpperCase()] ?? [];
}

export function countryName(code: string): string {
  return countries.find((country) => country.code === code.toUpperCase())?.name ?? code;
}

/** A country of the list (`country/list`). */
export function isKnownCountry(code: string): boolean {
  return countries.some((country) => country.code === code.toUpperCase());
}

/**
 * A state that belongs to the country: one of its listed codes ('PA', 'ON'), or any text for a country whose
 * states are not listed.
 */
export function isStateOf(countryCode: string, state: string): boolean {
  const listed = statesOf(countryCode);
  return listed.length === 0 || listed.some((entry) => entry.code === state.toUpperCase());
}

/** A Canadian postal code: A1A 1A1 (the space may be left out). */
export const CANADIAN_POSTAL_CODE_PATTERN =
  /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** Another country's postal code: letters, digits, spaces and hyphens, with at least one digit. */
const OTHER_POSTAL_CODE_PATTERN = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$/;

/** Whether a ZIP or postal code has the form of the country's: 12345 or 12345-6789 in the USA, A1A 1A1 in Canada. */
export function isPostalCodeOf(countryCode: string, zipCode: string): boolean {
  switch (countryCode.toUpperCase()) {
    case 'USA':
    case 'PRI':
      return US_ZIP_CODE_PATTERN.test(zipCode);
    case 'CAN':
      return CANADIAN_POSTAL_CODE_PATTERN.test(zipCode);
    default:
      return OTHER_POSTAL_CODE_PATTERN.test(zipCode);
  }
}

/**
 * A phone number as people write it (the documents' format is ddd-ddd-dddd, 002 §9): digits with spaces, hyphens,
 * dots or brackets, an optional leading + and an optional extension ('x 12', 'ext. 12'); 7 to 15 digits before
 * the extension (E.164 allows at most 15).
 */
const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]*[0-9]((\s*(x|ext\.?)\s*)\d{1,6})?$/i;

export function isPhoneNumber(phone: string): boolean {
  const match = PHONE_PATTERN.exec(phone);
  if (!match) return false;
  const digits = phone.slice(0, phone.length - (match[1]?.length ?? 0)).replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
