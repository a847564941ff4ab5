/**
 * The shop's search with no results (issue 16): read by the shop page alone, in a module apart from `shopMessages`, which the
 * cart, the saved carts and Request a Quote carry too.
 */
export const shopSearchMessages = {
  'Shop.NoProducts': 'No products match your search.',
  'Shop.ClearSearch': 'Clear the search',
} as const;
