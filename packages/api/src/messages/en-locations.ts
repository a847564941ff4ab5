/** Messages of the public /locations page (issue 18): the reseller's offices. */
export const locationMessages = {
  'Locations.Intro':
    'Visit or call the office nearest you. Our account teams answer during the hours shown; orders and support requests in the portal are taken at any time.',
  'Locations.Kind.headquarters': 'Headquarters',
  'Locations.Kind.sales': 'Sales office',
  'Locations.Kind.integration': 'Integration and staging center',
  'Locations.Address': 'Address',
  'Locations.Phone': 'Phone',
  'Locations.Email': 'E-mail',
  'Locations.Hours': 'Hours',
  'Locations.Loading': 'Loading our offices…',
  'Locations.None': 'No offices are listed at the moment. Please call your sales representative.',
} as const;
