import { PROFILE_LIMITS, type Profile, type ProfileInput } from '@b2b-portal/api';
import { Button, Form, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useResource } from '../app/useResource';
import { useContractForm } from '../forms/useContractForm';
import { type TextKey, t } from '../services/messages/account';
import { AccountSection, Loading } from './AccountSection';
import * as styles from './account.css';
import type { AccountServices } from './accountServices';

const loadProfileInput = () => import('./accountSchemas').then((module) => module.ProfileInput);

type Fields = Required<ProfileInput>;
const fields: readonly { name: keyof typeof PROFILE_LIMITS; label: TextKey; type?: 'email' | 'tel' }[] = [
  { name: 'firstName', label: 'Account.Profile.FirstName' },
  { name: 'lastName', label: 'Account.Profile.LastName' },
  { name: 'email', label: 'Account.Profile.Email', type: 'email' },
  { name: 'phone', label: 'Account.Profile.Phone', type: 'tel' },
  { name: 'fax', label: 'Account.Profile.Fax', type: 'tel' },
  { name: 'username', label: 'Account.Profile.Username' },
];

/**
 * The profile form (002 §3 User, §5: first name, last name, e-mail and username required): the contract's check
 * before the call, the server's refusals after it (a taken username or e-mail). Changing the e-mail asks for the
 * current password.
 */
export function ProfileForm({
  profile,
  save,
  onSaved,
}: {
  profile: Profile;
  save: (body: ProfileInput) => Promise<Profile>;
  onSaved: (profile: Profile) => void;
}) {
  const { id: _id, ...saved } = profile;
  const [values, setValues] = useState<Fields>({ ...saved, currentPassword: '' });
  const emailChanged = values.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const form = useContractForm(
    loadProfileInput,
    { ...values, currentPassword: emailChanged ? values.currentPassword : '' },
    {
      send: save,
      onDone: (answer) => {
        setValues({ ...answer, currentPassword: '' } as Fields);
        onSaved(answer);
      },
    },
  );
  const set = (name: keyof Fields) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    form.edited(name);
  };
  return (
    <Form
      className={styles.form}
      aria-label={t('Account.Profile')}
      error={form.error}
      refusals={form.refusals}
      onSubmit={(event) => void form.submit(event)}
    >
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={t(field.label)}
          type={field.type ?? 'text'}
          value={values[field.name]}
          onChange={set(field.name)}
          maxLength={PROFILE_LIMITS[field.name].max}
          isRequired={PROFILE_LIMITS[field.name].min > 0}
          isInvalid={form.fieldErrors[field.name] !== undefined}
          errorMessage={form.fieldErrors[field.name]}
        />
      ))}
      {emailChanged ? (
        <TextField
          label={t('Account.Profile.CurrentPassword')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          isRequired
          isInvalid={form.fieldErrors.currentPassword !== undefined}
          errorMessage={form.fieldErrors.currentPassword}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isPending={form.busy}>
          {t('Account.Profile.Save')}
        </Button>
      </div>
    </Form>
  );
}

/** My Account's profile section: loads the profile, saves it, and says so ('Data saved successfully.'). */
export function ProfileSection({
  services,
  onSaved,
}: {
  services: AccountServices;
  /** The profile changed (the shell reloads the user for its greeting). */
  onSaved?: () => void;
}) {
  const resource = useResource(() => services.getProfile(), [services]);
  const [message, setMessage] = useState('');
  return (
    <AccountSection id="profile" title={t('Account.Profile')} message={message}>
      {resource.data ? (
        <ProfileForm
          profile={resource.data}
          save={(body) => {
            setMessage('');
            return services.modifyProfile(body);
          }}
          onSaved={(profile) => {
            resource.replace(profile);
            setMessage(t('Account.Saved'));
            onSaved?.();
          }}
        />
      ) : (
        <Loading failed={resource.status === 'failed' ? resource.error : undefined} />
      )}
    </AccountSection>
  );
}
