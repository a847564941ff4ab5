import { DEFAULT_PASSWORD_COMPLEXITY } from '@b2b-portal/flows/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountSection } from './AccountSection';
import { PasswordForm } from './PasswordSection';
import { ProfileForm } from './ProfileSection';
import { VendorCredentialsForm } from './VendorCredentialsSection';

/**
 * My Account's forms (002 §2 /account, §5, §8): the profile, the password change with the server's requirements
 * marked as typed, and the vendor credentials, whose password is never shown. Each checks before its call.
 */
const meta = {
  title: 'Account/Forms',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = {
  id: '0b7f2a52-5d2e-4a53-9a49-6f0e2c1d9b11',
  firstName: 'Jamie',
  lastName: 'Reyes',
  email: 'buyer3@northwind.example',
  phone: '555-010-0100',
  fax: '',
  username: 'buyer3@northwind.example',
};

const saveProfile = fn(async (body: object) => ({ ...profile, ...body }));
const onSaved = fn();

export const Profile: Story = {
  render: () => <ProfileForm profile={profile} save={saveProfile} onSaved={onSaved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '215-555-0142');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(saveProfile).toHaveBeenCalledWith(expect.objectContaining({ phone: '215-555-0142' })),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  },
};

export const ProfileNewEmailAsksForPassword: Story = {
  render: () => <ProfileForm profile={profile} save={saveProfile} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByLabelText(/Current password/)).toBeNull();
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'jamie@northwind.example');
    await expect(canvas.getByLabelText(/Current password/)).toBeVisible();
  },
};

export const ProfileRefused: Story = {
  render: () => <ProfileForm profile={profile} save={fn(saveProfile)} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First Name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
    await expect(canvas.getByText('Please enter all required fields and try again.')).toBeVisible();
  },
};

export const PasswordRequirementsAsTyped: Story = {
  render: () => (
    <PasswordForm requirements={DEFAULT_PASSWORD_COMPLEXITY} change={fn(async () => ({}))} onChanged={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'The new password needs' });
    await expect(within(list).getByText(/at least 10 characters/)).toHaveTextContent('not met yet');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'New-Secret');
    await expect(within(list).getByText(/at least 10 characters/)).toHaveTextContent('(met)');
    await expect(within(list).getByText(/at least 1 number/)).toHaveTextContent('not met yet');
  },
};

export const PasswordRefused: Story = {
  render: () => (
    <PasswordForm requirements={DEFAULT_PASSWORD_COMPLEXITY} change={fn(async () => ({}))} onChanged={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Old Password/), 'Demo-Portal-2026!');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Demo-Portal-2026!');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Demo-Portal-2027!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    const newPassword = canvas.getByLabelText(/^New Password/);
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(/cannot be the same/));
    await expect(canvas.getByText('Password and Confirm Password do not match.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid New Password (New Password and Old password cannot be the same).',
    );
  },
};

export const VendorCredentialsSet: Story = {
  render: () => (
    <VendorCredentialsForm
      current={{ ccoId: 'northwind-cfg', passwordSet: true }}
      save={fn(async (body: { ccoId: string }) => ({ ccoId: body.ccoId, passwordSet: true }))}
      onSaved={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/A password is set/)).toBeVisible();
    await expect(canvas.getByLabelText(/^CCO Password/)).toHaveValue('');
  },
};

export const VendorCredentialsNotSetRefused: Story = {
  render: () => (
    <VendorCredentialsForm
      current={{ ccoId: '', passwordSet: false }}
      save={fn(async (body: { ccoId: string }) => ({ ccoId: body.ccoId, passwordSet: true }))}
      onSaved={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No vendor credentials are set yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Vendor Credentials' }));
    await expect((await canvas.findAllByText('This field is required.')).length).toBe(2);
  },
};

export const SectionWithItsMessage: Story = {
  render: () => (
    <AccountSection id="story" title="Profile" message="Data saved successfully.">
      <p>The section's form.</p>
    </AccountSection>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Data saved successfully.');
  },
};
