import { ApiError } from '@b2b-portal/api/client';
import { shopMessages } from '@b2b-portal/api/messages';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PunchInPage from './PunchInPage';

const { call, acceptTokens } = vi.hoisted(() => ({ call: vi.fn(), acceptTokens: vi.fn() }));
vi.mock('../services/api', () => ({
  api: { call },
  tokenStore: { setPunchOutImageUrl: vi.fn(), getDisplayStyleGuidePage: () => null },
}));
vi.mock('../app/session', () => ({ useSession: () => ({ acceptTokens }) }));

const login = {
  tokenInfo: { type: 'Bearer', access_token: 'access', refresh_token: 'refresh' },
  sessionId: 'punch-session',
  punchOutImageUrl: null,
  postLoginTarget: 'ShoppingCart',
  operation: 'create',
  procurementSystemName: 'Northwind Procurement',
};
const prefill = {
  firstName: 'Dana',
  lastName: 'Procure',
  email: 'dana@northwind.example',
  phone: '',
  procurementSystemName: 'Northwind Procurement',
  companyName: 'Northwind Traders',
};
const problem = (status: number, code: string, message: string) =>
  new ApiError({ status, endpointId: 'session.login', body: { code, message, traceId: 'trace-1' } });

const renderPage = () => {
  window.location.hash = '#/punch-in?id=start-1';
  return render(<PunchInPage route={routeByName('PunchIn')} query={{ id: 'start-1' }} />);
};

afterEach(() => {
  call.mockReset();
  acceptTokens.mockReset();
});

describe('PunchInPage', () => {
  it('should ask a procurement user the portal does not know yet to register, prefilled, then sign them in to the punch-in', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      switch (endpoint.id) {
        case 'session.login':
          throw problem(409, 'PunchInRegistrationRequired', shopMessages['PunchIn.RegistrationRequired']);
        case 'user.punchinregistration':
          return prefill;
        case 'user.registerpunchout':
          return login;
        default:
          throw new Error(`unexpected call ${endpoint.id}`);
      }
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Register to shop from your procurement system' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('dana@northwind.example');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '555-010-0142');
    await user.click(screen.getByRole('button', { name: 'Register and continue' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/shopping-cart'));
    const registration = call.mock.calls.find(([endpoint]) => endpoint.id === 'user.registerpunchout');
    expect(registration?.[1].body).toEqual({
      id: 'start-1',
      firstName: 'Dana',
      lastName: 'Procure',
      email: 'dana@northwind.example',
      phone: '555-010-0142',
    });
    expect(acceptTokens).toHaveBeenCalledWith(login.tokenInfo, 'punch-session');
  });

  it.each([
    ['PunchInUserDisabled', 403, shopMessages['PunchIn.UserDisabled']],
    ['PunchInInvalidIdentifier', 403, shopMessages['PunchIn.InvalidIdentifier']],
  ])("should say a %s refusal in the catalogue's words and offer no form", async (code, status, message) => {
    call.mockRejectedValue(problem(status, code, message));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Punch-in failed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register and continue' })).toBeNull();
    expect(acceptTokens).not.toHaveBeenCalled();
  });
});
