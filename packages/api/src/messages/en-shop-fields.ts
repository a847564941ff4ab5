/**
 * The shop's texts that the contract's own checks answer with (a saved cart's or pricing request's title, an
 * attachment's description): apart, so a schema reading them does not load the whole catalogue (./en-shop.ts,
 * which holds these too).
 */
export const shopFieldMessages = {
  'Attachment.DescriptionTooLong': 'The description can be at most {max} characters.',
  'SavedCart.TitleRequired': 'Please enter a title.',
  'SavedCart.TitleTooLong': 'The title can be at most {max} characters.',
} as const;
