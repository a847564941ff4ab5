import { lazyEndpoints } from '../lazyEndpoint';

export const passwordEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.passwordEndpoints),
  {
    requestResetPassword: 'user.RequestResetPassword',
    validateLink: 'user.ValidateLink',
    resetPassword: 'user.resetpassword',
    validatePasswordFields: 'user.validatePasswordFields',
    resendCreatePasswordLink: 'user.ResendCreatePasswordLink',
    sendCreateNewPasswordLink: 'user.SendCreateNewPasswordLink',
    confirmEmailAddress: 'user.confirmEmailAddress',
  },
);
