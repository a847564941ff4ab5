// The contract's check of a new saved cart title, loaded when a rename is first submitted (issue 14: it brings
// zod and the cart's schemas, which the saved cart's first paint does not need).
export { RenameSavedCartBody } from '@b2b-portal/api';
