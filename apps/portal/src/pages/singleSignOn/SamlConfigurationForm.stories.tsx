import type { SamlConfigurationAnswer } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { ssoMessages } from '@b2b-portal/api/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SamlConfigurationForm } from './SamlConfigurationForm';

/**
 * The company administrator's single sign-on (issue 18): the identity provider's settings, checked by the
 * contract before the call and by the server after it (its messages at their fields).
 */
const certificate = [
  '-----BEGIN PUBLIC KEY-----',
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsAqVumyXs7burKVqhIf5S9ir8c49',
  '-----END PUBLIC KEY-----',
].join('\n');
const configured: SamlConfigurationAnswer = {
  configuration: {
    idpEntityId: 'https://login.contoso.example/saml',
    ssoUrl: 'https://login.contoso.example/saml/sso',
    idpCertificate: certificate,
    enabled: true,
    passwordSignInAllowed: true,
  },
  emailDomains: ['contoso.example'],
  metadataUrl: 'https://portal.example/api/v1.0/saml/metadata',
};
const none: SamlConfigurationAnswer = {
  configuration: null,
  emailDomains: [],
  metadataUrl: configured.metadataUrl,
};

const meta = {
  title: 'Settings/Single sign-on form',
  component: SamlConfigurationForm,
  args: { current: configured, save: fn(async () => configured), onSaved: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SamlConfigurationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A configured company turns the password sign-in off. */
export const Configured: Story = {
  args: { save: fn(async () => configured), onSaved: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/contoso\.example$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Users may still sign in with a password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({ ...configured.configuration, passwordSignInAllowed: false }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(configured));
    // The picture is of the form at rest: Save is enabled again once the answer is in (the last stop's picture
    // caught it still disabled).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save single sign-on' })).toBeEnabled());
  },
};

/** Not set up yet: empty fields, and what is missing is said before any call. */
export const NotConfigured: Story = {
  args: { current: none, save: fn(async () => configured) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Single sign-on is not set up for your company.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Identity provider entity ID' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** The server cannot read the certificate: its message at the certificate. */
export const CertificateRefused: Story = {
  args: {
    save: fn(async () => {
      throw new ApiError({
        status: 422,
        endpointId: 'company.saveSamlConfiguration',
        body: {
          code: 'SamlConfigurationInvalid',
          message: ssoMessages['SsoAdmin.Invalid'],
          traceId: 'trace-1',
          errors: [{ path: 'idpCertificate', message: ssoMessages['SsoAdmin.CertificateInvalid'] }],
        },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save single sign-on' }));
    await expect(await canvas.findByText(/This is not a certificate in PEM form/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Signing certificate/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
