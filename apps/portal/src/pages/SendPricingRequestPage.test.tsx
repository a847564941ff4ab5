import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../forms/validationFailed';
import { definitionOf, descriptionListOf, gridListClass } from '../test-support/definitionOf';
import { documentLine } from '../test-support/documentLine';
import { expectLengthLimit } from '../test-support/lengthLimit';
import SendPricingRequestPage from './SendPricingRequestPage';

/** The pricing request form: the contract's title rule before anything is sent, the server's field errors after. */

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

afterEach(() => call.mockReset());

const ITEM_ID = '0d7c1e0a-3b1f-4c7e-9a55-2f1e0b9c8d71';
const requestItems = {
  scope: 'requestItems',
  groups: [],
  bundles: [],
  items: [documentLine({ id: ITEM_ID })],
};

const submissions = () =>
  call.mock.calls.filter(([endpoint]) => endpoint.id === 'shoppingCart.submitPricingRequest');

async function renderPage() {
  render(<SendPricingRequestPage route={routeByName('SendPricingRequest')} query={{}} />);
  await screen.findByText('Secure Firewall 1010');
  return {
    title: screen.getByRole('textbox', { name: /^Title/ }),
    comments: screen.getByRole('textbox', { name: /^Comments/ }),
  };
}

const PRODUCT_ID = '4e2d1c0b-8a7f-4e6d-9c5b-3a2f1e0d9c8b';
const product = {
  id: PRODUCT_ID,
  manufacturerName: 'Cisco',
  manufacturerPart: 'FPR1010-NGFW-K9',
  description: 'Secure Firewall 1010',
  longDescription: '',
  unspsc: '',
  unitOfMeasure: 'EA',
  unitPrice: '895.00',
  pricingHidden: false,
  specGroups: [],
};

describe('SendPricingRequestPage product', { timeout: 60_000 }, () => {
  it('shows the product as the documents’ headers: each value under its label, the description a row', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'product.getTechSpecs') return product;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    render(
      <SendPricingRequestPage route={routeByName('SendPricingRequest')} query={{ productId: PRODUCT_ID }} />,
    );
    await screen.findByText('Secure Firewall 1010');
    const section = screen.getByRole('region', { name: 'Product' });
    expect(definitionOf(section, 'Manufacturer')).toHaveTextContent('Cisco');
    expect(definitionOf(section, 'Manufacturer part')).toHaveTextContent('FPR1010-NGFW-K9');
    expect(definitionOf(section, 'Unit price')).toHaveTextContent('$895.00');
    expect(definitionOf(section, 'Description')).toHaveTextContent('Secure Firewall 1010');
    // Issue 16: the grid of the quote's and the pricing request's headers, not term and value side by side.
    expect(descriptionListOf(section, 'Manufacturer')).toHaveClass(gridListClass());
  });
});

describe('SendPricingRequestPage limits', { timeout: 60_000 }, () => {
  it('sends a product’s quantity within the contract’s bounds', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'product.getTechSpecs') return product;
      if (endpoint.id === 'shoppingCart.submitPricingRequest')
        return { id: PRODUCT_ID, number: 'PR-1', status: 7 };
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    render(
      <SendPricingRequestPage
        route={routeByName('SendPricingRequest')}
        query={{ productId: PRODUCT_ID, quantity: 250_000 }}
      />,
    );
    await screen.findByText('Secure Firewall 1010');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Firewalls');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await vi.waitFor(() => expect(submissions()).toHaveLength(1));
    expect(submissions()[0]?.[1]).toMatchObject({ body: { source: 'product', quantity: 99_999 } });
  });

  it('keeps a quantity typed wrong, says what is wrong and sends nothing until it is a whole number', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'product.getTechSpecs') return product;
      if (endpoint.id === 'shoppingCart.submitPricingRequest')
        return { id: PRODUCT_ID, number: 'PR-2', status: 7 };
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    render(
      <SendPricingRequestPage
        route={routeByName('SendPricingRequest')}
        query={{ productId: PRODUCT_ID, quantity: 3 }}
      />,
    );
    await screen.findByText('Secure Firewall 1010');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Firewalls');
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    expect(quantity).toHaveValue('2.5');
    expect(quantity).toHaveAccessibleDescription('Please enter a whole number from 1 to 99,999.');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    // The form's alert says it too, beside the field's own message.
    await vi.waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .filter((alert) => alert.textContent === 'Please enter a whole number from 1 to 99,999.'),
      ).toHaveLength(1),
    );
    await vi.waitFor(() => expect(quantity).toHaveFocus());
    expect(submissions()).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await vi.waitFor(() => expect(submissions()).toHaveLength(1));
    expect(submissions()[0]?.[1]).toMatchObject({ body: { source: 'product', quantity: 25 } });
  });
});

describe('SendPricingRequestPage attachments', { timeout: 60_000 }, () => {
  it('refuses a file over the contract’s 10 MB as it is picked, so it is never uploaded', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getQuoteCartItems') return requestItems;
      if (endpoint.id === 'shoppingCart.submitPricingRequest')
        return { id: ITEM_ID, number: 'PR-3', status: 7 };
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    const { title } = await renderPage();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const survey = new File(['video'], 'site-survey.mp4');
    Object.defineProperty(survey, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, survey);
    expect(
      await screen.findByText('site-survey.mp4 is too large: an attachment can be at most 10 MB.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Description of site-survey.mp4/ })).not.toBeInTheDocument();
    await user.type(title, 'Firewalls');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await vi.waitFor(() => expect(submissions()).toHaveLength(1));
    expect(call.mock.calls.some(([endpoint]) => endpoint.id === 'document.addAttachment')).toBe(false);
    expect(submissions()[0]?.[1]).toMatchObject({ body: { attachmentIds: [] } });
  });
});

describe('SendPricingRequestPage attachment descriptions', { timeout: 60_000 }, () => {
  it('marks an attached file’s empty description at its field when the request is submitted, not only in the form’s message', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getQuoteCartItems') return requestItems;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    const { title } = await renderPage();
    await user.type(title, 'Firewalls');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['floor plan'], 'spec.txt', { type: 'text/plain' }));
    const description = await screen.findByRole('textbox', { name: /Description of spec.txt/ });
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Please enter all required fields and try again.')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription('Please enter a description.');
    await vi.waitFor(() => expect(description).toHaveFocus());
    expect(submissions()).toHaveLength(0);
  });
});

describe('SendPricingRequestPage', { timeout: 60_000 }, () => {
  it('refuses a blank title in the contract’s words, with the limits on the fields, before any request', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getQuoteCartItems') return requestItems;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    const { title, comments } = await renderPage();
    await expectLengthLimit(title, 100);
    await expectLengthLimit(comments, 2000);
    await user.type(title, '  ');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Please enter a title.');
    // The refused send takes the person to what to put right (as checkout does), not left on Submit.
    await vi.waitFor(() => expect(title).toHaveFocus());
    expect(submissions()).toHaveLength(0);
  });

  it('keeps a title pasted past its limit and refuses it asking to correct the field, not to fill one in', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getQuoteCartItems') return requestItems;
      throw new Error(`unexpected call ${endpoint.id}`);
    });
    const { title } = await renderPage();
    await user.click(title);
    await user.paste('t'.repeat(101));
    expect(title).toHaveAccessibleDescription('Please enter at most 100 characters.');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await vi.waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue('t'.repeat(101));
    // ui's Form refuses it before the page's check: the field's own words stay.
    expect(title).toHaveAccessibleDescription('Please enter at most 100 characters.');
    expect(screen.getByText('Please correct the marked fields and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter all required fields and try again.')).not.toBeInTheDocument();
    expect(submissions()).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields after the call, each until it is edited', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getQuoteCartItems') return requestItems;
      throw validationFailed(endpoint.id, [
        { path: 'comments', message: 'Please enter at most 2000 characters.' },
      ]);
    });
    const { title, comments } = await renderPage();
    await user.type(title, 'Firewall');
    await user.type(comments, 'Soon');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await vi.waitFor(() => expect(comments).toHaveAttribute('aria-invalid', 'true'));
    expect(comments).toHaveAccessibleDescription(
      expect.stringContaining('Please enter at most 2000 characters.'),
    );
    await vi.waitFor(() => expect(comments).toHaveFocus());
    expect(submissions()).toHaveLength(1);
    expect(submissions()[0]?.[1]).toMatchObject({
      body: { title: 'Firewall', comments: 'Soon', source: 'cart' },
    });
    await user.type(comments, '!');
    expect(comments).not.toHaveAttribute('aria-invalid');
  });
});

describe('SendPricingRequestPage submit', { timeout: 60_000 }, () => {
  it('keeps the keyboard focus on Submit request while it is sent and after the server refuses it', async () => {
    const user = userEvent.setup();
    let refuse: (error: Error) => void = () => {};
    call.mockImplementation(async (endpoint: { id: string }) => {
      if (endpoint.id === 'shoppingCart.getQuoteCartItems') return requestItems;
      return new Promise((_, reject) => {
        refuse = reject;
      });
    });
    const { title } = await renderPage();
    await user.type(title, 'Firewall');
    const submit = screen.getByRole('button', { name: 'Submit request' });
    submit.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(submissions()).toHaveLength(1));
    // Pending, not disabled: a disabled button would drop the focus to <body> in a browser.
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    expect(screen.getByText('Submitting your request…')).toBeInTheDocument();
    // Pressed again while it is sent: nothing is sent twice.
    await user.keyboard('{Enter}');
    expect(submissions()).toHaveLength(1);

    refuse(new Error('offline'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(submit).toHaveFocus();
  });
});
