/**
 * Texts only the saved-cart lists show (issue 16: their empty states). A part of their own, so the cart's and the
 * shop's chunks, which read `shopMessages`, do not carry them.
 */
export const savedCartListMessages = {
  'SavedCarts.None': 'No saved carts yet',
  'SavedCarts.NoneHelp': 'Save your cart as a saved cart to order the same products again later.',
  'SavedCarts.GoToCart': 'Go to your cart',
  'SavedCarts.SharedNone': 'No shared carts',
  'SavedCarts.SharedNoneHelp':
    'Carts that your sales team or colleagues share with your company appear here.',
} as const;
