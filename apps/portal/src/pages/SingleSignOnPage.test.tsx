import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SingleSignOnPage from './SingleSignOnPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

const answer = (configuration: object | null) => ({
  configuration,
  emailDomains: configuration ? ['northwind.example'] : [],
  metadataUrl: 'http://localhost/api/v1.0/saml/metadata',
});

afterEach(() => call.mockReset());

describe('SingleSignOnPage', () => {
  it("should set up the company's single sign-on and say it is saved", async () => {
    call.mockImplementation(async (endpoint: { id: string }, options: { body?: object }) =>
      endpoint.id === 'company.getSamlConfiguration' ? answer(null) : answer(options.body ?? null),
    );
    const user = userEvent.setup();
    render(<SingleSignOnPage route={routeByName('SingleSignOn')} query={{}} />);
    expect(await screen.findByText('Single sign-on is not set up for your company.')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Identity provider entity ID' }),
      'https://idp.example/saml',
    );
    await user.type(screen.getByRole('textbox', { name: /Single sign-on URL/ }), 'https://idp.example/sso');
    await user.type(
      screen.getByRole('textbox', { name: /Signing certificate/ }),
      '-----BEGIN CERTIFICATE-----',
    );
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText('Single sign-on saved.')).toBeInTheDocument();
    expect(screen.getByText(/northwind\.example$/)).toBeInTheDocument();
    const save = call.mock.calls.find(([endpoint]) => endpoint.id === 'company.saveSamlConfiguration');
    expect(save?.[1].body).toEqual({
      idpEntityId: 'https://idp.example/saml',
      ssoUrl: 'https://idp.example/sso',
      idpCertificate: '-----BEGIN CERTIFICATE-----',
      enabled: true,
      passwordSignInAllowed: true,
    });
  });
});
