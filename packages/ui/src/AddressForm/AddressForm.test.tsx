import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyAddressFormValues, validateAddressForm } from './AddressForm';
import * as featureStories from './AddressForm.features.stories';

const filled = {
  ...emptyAddressFormValues,
  name: 'Contoso Warehouse',
  line1: '88 Industrial Way',
  city: 'Camden',
  state: 'NJ',
  zipCode: '08103',
};

describe('validateAddressForm', () => {
  it('should require name, line 1, city, state and ZIP', () => {
    expect(validateAddressForm(emptyAddressFormValues)).toEqual({
      name: 'required',
      line1: 'required',
      city: 'required',
      state: 'required',
      zipCode: 'required',
    });
  });

  it('should count blanks as missing', () => {
    expect(validateAddressForm({ ...filled, city: '   ' })).toEqual({ city: 'required' });
  });

  it('should accept a filled address without the optional fields', () => {
    expect(validateAddressForm(filled)).toEqual({});
  });

  it.each([
    ['luis.ortega', 'invalid'],
    ['luis@contoso', 'invalid'],
    ['luis.ortega@contoso.example', undefined],
    ['', undefined],
  ])('should judge the email %j as %s', (email, expected) => {
    expect(validateAddressForm({ ...filled, email }).email).toBe(expected);
  });
});

describe('validateAddressForm with the required fields of a page', () => {
  it('should require the fields it is given, and only those', () => {
    expect(validateAddressForm({ ...filled, phone: '', city: '' }, ['phone'])).toEqual({ phone: 'required' });
  });
});

// The stories' play functions are the component's behaviour tests; here they run in jsdom as well, so a change
// of the form is checked without building Storybook.
const played = composeStories(featureStories);
describe('AddressForm stories', () => {
  // The stories share their args' spies, as Storybook does; it clears them between stories, and so do we.
  beforeEach(() => clearAllMocks());
  it.each(Object.keys(played))(
    'should play %s',
    async (name) => {
      await played[name as keyof typeof played].run();
    },
    // Typing a whole address key by key takes long in jsdom on a busy machine.
    45_000,
  );
});
