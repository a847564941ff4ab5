import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationFailed } from '../../forms/validationFailed';
import { expectLengthLimit } from '../../test-support/lengthLimit';
import { CustomRequestModal } from './CustomRequestModal';

/** The shop's custom request item: the contract's check before the call, the server's field errors after it. */

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../services/api', () => ({ api: { call } }));

afterEach(() => call.mockReset());

function renderModal() {
  const onAdded = vi.fn();
  render(<CustomRequestModal onClose={vi.fn()} onAdded={onAdded} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Custom request item' }));
  return {
    onAdded,
    dialog,
    manufacturer: dialog.getByRole('textbox', { name: /^Manufacturer(?! part)/ }),
    part: dialog.getByRole('textbox', { name: /Manufacturer part/ }),
    description: dialog.getByRole('textbox', { name: /Description/ }),
  };
}

describe('CustomRequestModal', { timeout: 60_000 }, () => {
  it('refuses blank fields in the contract’s words, with its limits on the fields, before any call', async () => {
    const user = userEvent.setup();
    const { dialog, manufacturer, part, description } = renderModal();
    await expectLengthLimit(manufacturer, 100);
    await expectLengthLimit(part, 100);
    await expectLengthLimit(description, 1000);
    await user.type(manufacturer, '   ');
    await user.type(part, 'C9200-24T');
    await user.click(dialog.getByRole('button', { name: 'Add to cart' }));
    expect(manufacturer).toHaveAttribute('aria-invalid', 'true');
    expect(manufacturer).toHaveAccessibleDescription('This field is required.');
    expect(description).toHaveAccessibleDescription('This field is required.');
    expect(part).not.toHaveAttribute('aria-invalid');
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the trimmed item and shows the server’s field errors on their fields, each until edited', async () => {
    const user = userEvent.setup();
    call.mockRejectedValue(
      validationFailed('shoppingCart.addCustomRequestItem', [
        { path: 'description', message: 'Please enter at most 1000 characters.' },
      ]),
    );
    const { dialog, manufacturer, part, description } = renderModal();
    await user.type(manufacturer, ' Cisco ');
    await user.type(part, 'C9200-24T');
    await user.type(description, 'Catalyst switch');
    await user.click(dialog.getByRole('button', { name: 'Add to cart' }));
    await vi.waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    expect(description).toHaveAccessibleDescription('Please enter at most 1000 characters.');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      body: {
        manufacturerName: 'Cisco',
        manufacturerPart: 'C9200-24T',
        description: 'Catalyst switch',
        quantity: 1,
      },
    });
    await user.type(description, '!');
    expect(description).not.toHaveAttribute('aria-invalid');
  });
});
