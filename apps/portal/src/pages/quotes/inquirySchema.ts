// The contract's check of a quote inquiry, loaded by the inquiry form when it mounts (see ./InquiryForm.tsx).
export { InquiryFields } from '@b2b-portal/api';
