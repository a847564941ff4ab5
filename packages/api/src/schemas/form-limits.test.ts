import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  CARD_FORM_LIMITS,
  CARRIER_ACCOUNT_NUMBER_LIMITS,
  CART_QUANTITY_LIMITS,
  CUSTOM_REQUEST_ITEM_LIMITS,
  INQUIRY_LIMITS,
  PRICING_REQUEST_LIMITS,
  REGISTRATION_DENIAL_LIMITS,
  VENDOR_SEARCH_LIMITS,
  WORKFLOW_COMMENTS_LIMITS,
} from '../limits';
import { formatMessage } from '../messages';
import { LOGIN_LIMITS } from '../plain-values';
import { RegistrationDenialFields, RejectRegistrationBody } from './approvals';
import { CustomRequestItemBody } from './cart';
import { CarrierAccountInput, WorkflowData } from './checkout';
import { AddAttachmentFields, SubmitPricingRequestBody } from './documents';
import { CardBillingFields, ConvertSessionBody } from './payment';
import { InquiryFields, SubmitInquiryBody } from './quotes';
import { LoginFields, LoginRequest } from './session';
import { BugSearchQuery, RmaSearchQuery, SupportCaseSearchQuery } from './vendorSupport';
import { DocumentWorkflowBody } from './workflow';

/** The field errors of a refused value, as `{ path: first message }`; `{}` when the schema takes it. */
function errorsOf(
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

const GUID = '3c1f6a0e-8b2d-4e5f-9a7b-1c2d3e4f5a6b';
const tooLong = (max: number) => formatMessage('Field.TooLong', { max });

/** Issue 13 §3: each form's limits are written once, here, and the schemas refuse in the catalogue's words. */
describe('the forms’ limits and fields', () => {
  it('custom request item: the limits the body checks, a blank field and a quantity out of range refused', () => {
    const item = { manufacturerName: 'Cisco', manufacturerPart: 'C9200', description: 'Switch', quantity: 2 };
    expect(errorsOf(CustomRequestItemBody, item)).toEqual({});
    for (const [field, { max }] of Object.entries(CUSTOM_REQUEST_ITEM_LIMITS)) {
      expect(errorsOf(CustomRequestItemBody, { ...item, [field]: 'x'.repeat(max) }), field).toEqual({});
      expect(errorsOf(CustomRequestItemBody, { ...item, [field]: 'x'.repeat(max + 1) }), field).toEqual({
        [field]: tooLong(max),
      });
      expect(errorsOf(CustomRequestItemBody, { ...item, [field]: '  ' }), field).toEqual({
        [field]: 'This field is required.',
      });
    }
    expect(CART_QUANTITY_LIMITS).toEqual({ min: 1, max: 99_999 });
    expect(errorsOf(CustomRequestItemBody, { ...item, quantity: 100_000 })).toEqual({
      quantity: 'Please enter a number from 1 to 99999.',
    });
    expect(errorsOf(CustomRequestItemBody, { ...item, quantity: 0 })).toEqual({
      quantity: 'Please enter a number from 1 to 99999.',
    });
  });

  it('pricing request: the product’s quantity and the lines named come from the limits', () => {
    const body = {
      title: 'Firewalls',
      source: 'product',
      productId: GUID,
      quantity: CART_QUANTITY_LIMITS.max,
    };
    expect(errorsOf(SubmitPricingRequestBody, body)).toEqual({});
    expect(errorsOf(SubmitPricingRequestBody, { ...body, quantity: CART_QUANTITY_LIMITS.max + 1 })).toEqual({
      quantity: 'Please enter a number from 1 to 99999.',
    });
    const lines = (count: number) => ({
      title: 'Firewalls',
      source: 'cart',
      lineIds: Array.from({ length: count }, () => GUID),
    });
    expect(PRICING_REQUEST_LIMITS.lineIds).toEqual({ min: 1, max: 1000 });
    expect(errorsOf(SubmitPricingRequestBody, lines(1000))).toEqual({});
    expect(errorsOf(SubmitPricingRequestBody, lines(1001))).toHaveProperty('lineIds');
  });

  it('inquiry: a blank message is the form’s ‘Message cannot be blank’ but reaches the server’s 422', () => {
    expect(INQUIRY_LIMITS.message).toEqual({ min: 1, max: 4000 });
    expect(errorsOf(InquiryFields, { message: ' \n ' })).toEqual({ message: 'Message cannot be blank.' });
    expect(errorsOf(InquiryFields, { message: 'x'.repeat(4001) })).toEqual({ message: tooLong(4000) });
    expect(errorsOf(InquiryFields, { message: 'When can it ship?' })).toEqual({});
    const body = { kind: 2, documentId: GUID };
    expect(errorsOf(SubmitInquiryBody, { ...body, message: '  ' })).toEqual({});
    expect(errorsOf(SubmitInquiryBody, { ...body, message: 'x'.repeat(4001) })).toEqual({
      message: tooLong(4000),
    });
  });

  it('registration denial: comments required in the documents’ words, at most 2000', () => {
    expect(REGISTRATION_DENIAL_LIMITS.comments).toEqual({ min: 1, max: 2000 });
    expect(errorsOf(RegistrationDenialFields, { comments: '   ' })).toEqual({
      comments: 'Please enter comments for the denial.',
    });
    expect(errorsOf(RegistrationDenialFields, { comments: 'x'.repeat(2001) })).toEqual({
      comments: tooLong(2000),
    });
    expect(errorsOf(RejectRegistrationBody, { id: GUID, comments: 'x'.repeat(2001) })).toEqual({
      comments: tooLong(2000),
    });
  });

  it('workflow comments: at most 2000 characters, in the catalogue’s words', () => {
    const body = { documentID: GUID, actionID: 'approve', token: 'token' };
    expect(WORKFLOW_COMMENTS_LIMITS.max).toBe(2000);
    expect(errorsOf(DocumentWorkflowBody, { ...body, comments: 'x'.repeat(2000) })).toEqual({});
    expect(errorsOf(DocumentWorkflowBody, { ...body, comments: 'x'.repeat(2001) })).toEqual({
      comments: tooLong(2000),
    });
  });

  it('login: the username and password required in the documents’ words, the request built from them', () => {
    expect(errorsOf(LoginFields, { username: '  ', password: '' })).toEqual({
      username: 'Please enter your username.',
      password: 'Please enter your password.',
    });
    expect(
      errorsOf(LoginFields, { username: 'x'.repeat(LOGIN_LIMITS.username.max + 1), password: 'p' }),
    ).toEqual({
      username: tooLong(256),
    });
    expect(LoginRequest.parse({ username: ' buyer ', password: ' secret ' })).toEqual({
      username: 'buyer',
      password: ' secret ',
      googleCaptcha: '',
    });
  });

  it('card billing: the card form’s limits are what convertSessionToToken checks', () => {
    const billing = {
      cardHolderName: 'Bea Buyer',
      addressLine1: '1 Market St',
      city: 'Philadelphia',
      state: 'PA',
      zipCode: '19106',
    };
    expect(errorsOf(CardBillingFields, billing)).toEqual({});
    expect(CARD_FORM_LIMITS.creditCardNumber.max).toBe(23);
    expect(CARD_FORM_LIMITS.securityCode.max).toBe(4);
    expect(CARD_FORM_LIMITS.zipCode.max).toBe(10);
    for (const field of ['cardHolderName', 'addressLine1', 'city', 'zipCode'] as const) {
      const { max } = CARD_FORM_LIMITS[field];
      expect(errorsOf(CardBillingFields, { ...billing, [field]: 'x'.repeat(max + 1) }), field).toEqual({
        [field]: tooLong(max),
      });
    }
    expect(errorsOf(CardBillingFields, { ...billing, email: 'bea' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    const session = { sessionID: 'session-1', protectToken: 'protect-1' };
    expect(errorsOf(ConvertSessionBody, { ...session, ...billing, cardHolderName: '' })).toEqual({
      cardHolderName: 'This field is required.',
    });
  });

  it('carrier account numbers: 4 to 30 characters, in both the saved account and the workflow data', () => {
    expect(CARRIER_ACCOUNT_NUMBER_LIMITS).toEqual({ min: 4, max: 30 });
    const account = { carrierCode: 'UPS' };
    expect(CarrierAccountInput.safeParse({ ...account, accountNumber: 'x'.repeat(30) }).success).toBe(true);
    expect(CarrierAccountInput.safeParse({ ...account, accountNumber: 'x'.repeat(31) }).success).toBe(false);
    expect(CarrierAccountInput.safeParse({ ...account, accountNumber: 'xyz' }).success).toBe(false);
    const shape = WorkflowData.shape.shipping.shape.shippingMethod.shape.carrierPayment.shape.accountNumber;
    expect(errorsOf(shape, 'x'.repeat(31))).toEqual({ '': tooLong(30) });
  });

  it('attachment descriptions: at most the rule’s 250 characters, in its words', () => {
    const fields = { documentType: '15' };
    expect(errorsOf(AddAttachmentFields, { ...fields, description: 'x'.repeat(250) })).toEqual({});
    expect(errorsOf(AddAttachmentFields, { ...fields, description: ` ${'x'.repeat(250)} ` })).toEqual({});
    expect(
      errorsOf(AddAttachmentFields, {
        ...fields,
        description: 'x'.repeat(ATTACHMENT_DESCRIPTION_MAX_LENGTH + 1),
      }),
    ).toEqual({ description: 'The description can be at most 250 characters.' });
  });

  it('vendor support searches: a keyword or release over its limit is refused in the catalogue’s words, not zod’s', () => {
    const { keyword, release } = VENDOR_SEARCH_LIMITS;
    expect(keyword.max).toBe(200);
    for (const schema of [BugSearchQuery, RmaSearchQuery, SupportCaseSearchQuery]) {
      const query = { searchBy: 2, keyword: 'x'.repeat(keyword.max) };
      expect(errorsOf(schema, query)).toEqual({});
      expect(errorsOf(schema, { ...query, keyword: 'x'.repeat(keyword.max + 1) })).toEqual({
        keyword: tooLong(keyword.max),
      });
      expect(errorsOf(schema, { ...query, keyword: '   ' })).toEqual({
        keyword: 'Enter what to search for.',
      });
    }
    const bugs = { searchBy: 2, keyword: 'memory', releaseType: 1 };
    expect(errorsOf(BugSearchQuery, { ...bugs, release: 'x'.repeat(release.max) })).toEqual({});
    expect(errorsOf(BugSearchQuery, { ...bugs, release: 'x'.repeat(release.max + 1) })).toEqual({
      release: tooLong(release.max),
    });
  });
});
