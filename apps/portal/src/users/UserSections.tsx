import {
  type PermissionGroup,
  permissionLabelKey,
  type RoleSummary,
  type SpendingLimit,
  spendingLimitFault,
  USER_LIMITS,
  type UserAuditEntry,
  type UserDetail,
  type UserPermissions,
  type UserProfileFields,
} from '@b2b-portal/api';
import type { MessageKey } from '@b2b-portal/api/messages';
import {
  Button,
  CheckboxGroup,
  Form,
  formatDateTime,
  formatMoney,
  Select,
  StatusPill,
  TextField,
} from '@b2b-portal/ui';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { MessageBox } from '../app/shellParts';
import { useContractForm } from '../forms/useContractForm';
import { t } from '../services/messages/users';
import * as styles from './users.css';

const loadProfileFields = () => import('./userSchemas').then((module) => module.UserProfileFields);

function Section({
  id,
  title,
  children,
  headingRef,
}: {
  id: string;
  title: string;
  children: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const profileFields = ['firstName', 'lastName', 'email', 'phone', 'fax'] as const;
const profileLabels = {
  firstName: 'User.FirstName',
  lastName: 'User.LastName',
  email: 'User.Email',
  phone: 'User.Phone',
  fax: 'User.Fax',
} as const satisfies Record<(typeof profileFields)[number], MessageKey>;

type PermissionGroupKey = `PermissionGroup.${PermissionGroup}`;

/**
 * A permission as an administrator reads it: its label in product words ("View all the company's pricing
 * requests"), which is also the checkbox's accessible name. The code name (`viewAllRFQs`) is not shown beside it:
 * the people who grant permissions are a customer's administrators, who never meet the code names elsewhere in the
 * portal, and a second name per box would be read aloud with every one of the 33. A name no group lists (a super
 * permission) has no label and is shown as it is.
 */
export function permissionLabel(name: string): string {
  const key = permissionLabelKey(name);
  return key ? t(key) : name;
}

const permissionLabels = (names: readonly string[] | undefined) =>
  (names ?? []).map(permissionLabel).join(', ');

const extraOf = (answer: UserPermissions) =>
  answer.groups.flatMap((group) =>
    group.permissions.filter((entry) => entry.extra).map((entry) => entry.name),
  );

/** The profile (002 §3 User): names, e-mail, phone, fax; read-only without `users`. */
export function ProfileSection({
  user,
  save,
}: {
  user: UserDetail;
  save: (fields: UserProfileFields) => Promise<void>;
}) {
  const [values, setValues] = useState(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    fax: user.fax,
  }));
  // The server's refusals of the e-mail (another user's address; a user holding permissions the administrator does
  // not hold, whose e-mail only such an administrator may change) go on the E-mail field.
  const form = useContractForm(loadProfileFields, values, {
    send: save,
    onDone: () => undefined,
    problemFields: { EmailTaken: 'email', UserExists: 'email', CannotGrant: 'email' },
  });
  return (
    <Section id="user-profile" title={t('User.Profile')}>
      {/* ui's Form: a refused save announces the message again and takes the focus to the first invalid field. */}
      <Form onSubmit={form.submit} error={form.error} refusals={form.refusals} className={styles.form}>
        <TextField label={t('User.Username')} value={user.username} isReadOnly />
        {profileFields.map((name) => (
          <TextField
            key={name}
            label={t(profileLabels[name])}
            type={name === 'email' ? 'email' : name === 'phone' || name === 'fax' ? 'tel' : 'text'}
            value={values[name]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [name]: value }));
              form.edited(name);
            }}
            // One's own e-mail changes on My Account, which asks for the password (the server refuses it here).
            isReadOnly={!user.canEdit || (name === 'email' && user.isSelf)}
            description={name === 'email' && user.isSelf && user.canEdit ? t('User.OwnEmailHint') : undefined}
            maxLength={USER_LIMITS[name]}
            isRequired={user.canEdit && name !== 'phone' && name !== 'fax'}
            isInvalid={form.fieldErrors[name] !== undefined}
            errorMessage={form.fieldErrors[name]}
          />
        ))}
        {user.canEdit ? (
          <div className={styles.actions}>
            <Button type="submit">{t('User.SaveProfile')}</Button>
          </div>
        ) : null}
      </Form>
    </Section>
  );
}

/**
 * Delete the user (issue 18), after a question naming them. Not offered for oneself (the server refuses it too);
 * the server's refusals (a permission the administrator does not hold, the last administrator) come back as the
 * page's message; once deleted, the page leaves for the users list.
 */
export function DeleteUserSection({
  user,
  remove,
  busy,
}: {
  user: UserDetail;
  remove: () => Promise<boolean>;
  busy: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!user.canEdit) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Section id="user-delete" title={t('User.DeleteTitle')}>
      <p>{t('User.DeleteLead')}</p>
      {user.isSelf ? (
        <p>{t('User.DeleteSelf')}</p>
      ) : (
        <div className={styles.row}>
          <Button
            variant="danger"
            onPress={() => {
              if (!busy) setConfirming(true);
            }}
          >
            {t('User.Delete')}
          </Button>
        </div>
      )}
      {confirming ? (
        <Suspense fallback={null}>
          <MessageBox
            isOpen
            type="question"
            title={t('User.DeleteTitle')}
            message={t('User.DeleteConfirm', { name })}
            labels={{ ok: t('User.DeleteYes'), cancel: t('User.DeleteNo') }}
            buttons={[
              {
                name: t('User.DeleteYes'),
                type: 'danger',
                // The box closes at once and gives the focus back to Delete user; the page says what came of it.
                click: () => {
                  void remove();
                  return true;
                },
              },
              { name: t('User.DeleteNo'), type: 'secondary' },
            ]}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}

/** Enabled (1) or disabled (2), and the button that turns it over. */
export function StatusSection({
  user,
  setStatus,
  busy,
}: {
  user: UserDetail;
  setStatus: (status: 1 | 2) => void;
  busy: boolean;
}) {
  const enabled = user.status === 1;
  return (
    <Section id="user-status" title={t('User.StatusTitle')}>
      <div className={styles.row}>
        <StatusPill status={String(user.status)} tone={enabled ? 'success' : 'neutral'}>
          {t(enabled ? 'User.Enabled' : 'User.Disabled')}
        </StatusPill>
        {user.canEdit ? (
          <Button
            variant={enabled ? 'secondary' : 'primary'}
            onPress={() => {
              if (!busy) setStatus(enabled ? 2 : 1);
            }}
          >
            {t(enabled ? 'User.Disable' : 'User.Enable')}
          </Button>
        ) : null}
      </div>
    </Section>
  );
}

/**
 * Mail the user a link to create a new password (SendCreateNewPasswordLink, issue 18): for a user administrator;
 * a disabled user gets none (the server refuses it too), so the section says to enable them first.
 */
export function PasswordLinkSection({
  user,
  send,
  busy,
}: {
  user: UserDetail;
  send: () => void;
  busy: boolean;
}) {
  if (!user.canEdit) return null;
  return (
    <Section id="user-password" title={t('User.PasswordTitle')}>
      <p>{t('User.PasswordLead')}</p>
      {user.status === 1 ? (
        <div className={styles.row}>
          <Button
            variant="secondary"
            onPress={() => {
              if (!busy) send();
            }}
          >
            {t('User.SendPasswordLink')}
          </Button>
        </div>
      ) : (
        <p>{t('User.PasswordLinkDisabled')}</p>
      )}
    </Section>
  );
}

/** The user's roles, each removable, and the company's other roles to add (ListRoles, ListUnassignedRoles). */
export function RolesSection({
  canEdit,
  assigned,
  unassigned,
  add,
  remove,
  busy,
}: {
  canEdit: boolean;
  assigned: readonly RoleSummary[];
  unassigned: readonly RoleSummary[];
  add: (role: RoleSummary) => Promise<boolean>;
  remove: (role: RoleSummary) => Promise<boolean>;
  busy: boolean;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  // Only the roles the administrator may give are offered (the server refuses the others, 403 CannotGrant).
  const addable = unassigned.filter((entry) => entry.grantable);
  const role = addable.find((entry) => entry.id === chosen) ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  const addRow = useRef<HTMLDivElement>(null);
  const outOfReach = canEdit && [...assigned, ...unassigned].some((entry) => !entry.grantable);
  return (
    <Section id="user-roles" title={t('User.RolesTitle')} headingRef={heading}>
      {assigned.length === 0 ? <p>{t('User.NoRoles')}</p> : null}
      {outOfReach ? <p>{t('User.RolesNotGrantableNote')}</p> : null}
      <ul className={styles.roleList}>
        {assigned.map((entry) => (
          <li key={entry.id} className={styles.roleItem}>
            <span>{entry.name}</span>
            {canEdit ? (
              <Button
                variant="secondary"
                size="small"
                // A role giving permissions the administrator does not hold stays (the note above says why).
                isDisabled={!entry.grantable}
                aria-label={t('User.RemoveRole', { role: entry.name })}
                onPress={async () => {
                  // The button goes with the role: the focus goes to the section's heading.
                  if (!busy && (await remove(entry))) heading.current?.focus();
                }}
              >
                {t('User.RemoveRole', { role: '' }).trim()}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit && addable.length > 0 ? (
        <div className={styles.row} ref={addRow}>
          <Select
            label={t('User.AddRoleLabel')}
            placeholder={t('User.ChooseRole')}
            options={addable.map((entry) => ({ id: entry.id, label: entry.name }))}
            selectedKey={chosen}
            onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
          />
          <Button
            // Nothing to add until a role is chosen.
            isDisabled={!role}
            onPress={async () => {
              if (!role || busy || !(await add(role))) return;
              setChosen(null);
              // Add role goes disabled with nothing chosen: the focus goes back to the role select for the next one, or
              // to the section's heading when that was the last role to add (the row goes).
              const select = addRow.current?.querySelector('button');
              if (addable.length > 1 && select) select.focus();
              else heading.current?.focus();
            }}
          >
            {t('User.AddRole')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

/**
 * The nine groups of 002 §6: the roles' permissions checked and out of reach ("From Buyer"), the extra ones
 * checked, the rest to check; a permission the administrator does not hold can neither be granted nor taken away
 * (the server refuses both, as it does for a role giving it): its box stays as it is.
 */
export function PermissionsSection({
  canEdit,
  permissions,
  save,
  busy,
}: {
  canEdit: boolean;
  permissions: UserPermissions;
  /** Saves the extra permissions; true when the server took them. */
  save: (extra: string[]) => Promise<boolean>;
  busy: boolean;
}) {
  const [extra, setExtra] = useState(() => extraOf(permissions));
  // What the server answers after a change (a role added or taken, a save) is the new start of the draft.
  useEffect(() => setExtra(extraOf(permissions)), [permissions]);
  const heading = useRef<HTMLHeadingElement>(null);
  // Save is offered only for a change (as the admin consoles people know do): disabled until a box is turned, again
  // when it is turned back, and once the server's answer is the new start. Nothing to save, nothing claimed saved.
  const saved = new Set(extraOf(permissions));
  const changed = extra.length !== saved.size || extra.some((name) => !saved.has(name));
  // Some permissions cannot be checked because the administrator does not hold them: the page says why.
  const notGrantable = permissions.groups.some((group) =>
    group.permissions.some((entry) => !entry.inherited && !entry.grantable),
  );
  return (
    <Section id="user-permissions" title={t('User.PermissionsTitle')} headingRef={heading}>
      <p>{permissions.superUser ? t('User.SuperUser') : t('User.PermissionsLead')}</p>
      {canEdit && notGrantable ? <p>{t('User.NotGrantableNote')}</p> : null}
      <div className={styles.groups}>
        {permissions.groups.map((group) => (
          <CheckboxGroup
            key={group.group}
            label={t(`PermissionGroup.${group.group}` as PermissionGroupKey)}
            value={group.permissions
              .filter((entry) => entry.inherited || extra.includes(entry.name))
              .map((entry) => entry.name)}
            onChange={(values) => {
              const inGroup = new Set(group.permissions.map((entry) => entry.name));
              const inherited = new Set(
                group.permissions.filter((entry) => entry.inherited).map((e) => e.name),
              );
              setExtra((current) => [
                ...current.filter((name) => !inGroup.has(name)),
                ...values.filter((name) => !inherited.has(name)),
              ]);
            }}
            options={group.permissions.map((entry) => ({
              value: entry.name,
              label: entry.inherited
                ? `${permissionLabel(entry.name)} (${t('User.Inherited', { roles: entry.fromRoles.join(', ') })})`
                : permissionLabel(entry.name),
              isDisabled: !canEdit || entry.inherited || !entry.grantable,
            }))}
          />
        ))}
      </div>
      {canEdit ? (
        <div className={styles.actions}>
          <Button
            isDisabled={!changed}
            onPress={async () => {
              // Saved, the button is disabled and would drop the focus to the page: it waits on the heading.
              if (!busy && changed && (await save(extra))) heading.current?.focus();
            }}
          >
            {t('User.SavePermissions')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

/**
 * The user's limit per order and budget per month (issue 18, beyond the documents): each an amount or empty for
 * none; an order above either goes for approval as a requisition.
 */
export function SpendingSection({
  canEdit,
  limit,
  save,
  busy,
}: {
  canEdit: boolean;
  limit: SpendingLimit;
  save: (orderLimit: string | null, monthlyBudget: string | null) => void;
  busy: boolean;
}) {
  const [orderLimit, setOrderLimit] = useState(limit.orderLimit ?? '');
  const [monthlyBudget, setMonthlyBudget] = useState(limit.monthlyBudget ?? '');
  useEffect(() => {
    setOrderLimit(limit.orderLimit ?? '');
    setMonthlyBudget(limit.monthlyBudget ?? '');
  }, [limit]);
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const blankIsNone = (value: string) => (value.trim() === '' ? null : value.trim());
  // The contract's rule (api's `spendingLimitFault`, as `SpendingLimitAmount` the server checks with): two
  // decimals at most, above zero; no float of what was typed.
  const fault = (value: string) => (value.trim() === '' ? null : spendingLimitFault(value.trim()));
  const invalid = (value: string) => fault(value) !== null;
  // Too many decimals is told as such ('2500.123' is above zero); anything else in the one message of both faults.
  const field = (value: string) => ({
    isInvalid: tried && invalid(value),
    errorMessage: !tried
      ? undefined
      : fault(value) === 'decimals'
        ? t('Field.MoneyDecimals')
        : invalid(value)
          ? t('User.LimitInvalid')
          : undefined,
  });
  return (
    <Section id="user-spending" title={t('User.SpendingTitle')}>
      <p>{t('User.SpendingLead')}</p>
      {/* ui's Form: a refused save takes the focus to the first amount it refused. */}
      <Form
        aria-labelledby="user-spending"
        refusals={refusals}
        onSubmit={() => {
          setTried(true);
          if (busy) return;
          if (invalid(orderLimit) || invalid(monthlyBudget)) {
            setRefusals((count) => count + 1);
            return;
          }
          save(blankIsNone(orderLimit), blankIsNone(monthlyBudget));
        }}
      >
        <div className={styles.row}>
          <TextField
            label={t('User.OrderLimit')}
            description={t('User.LimitHelp')}
            inputMode="decimal"
            value={orderLimit}
            onChange={setOrderLimit}
            isReadOnly={!canEdit}
            {...field(orderLimit)}
          />
          <TextField
            label={t('User.MonthlyBudget')}
            description={t('User.LimitHelp')}
            inputMode="decimal"
            value={monthlyBudget}
            onChange={setMonthlyBudget}
            isReadOnly={!canEdit}
            {...field(monthlyBudget)}
          />
        </div>
        <p>{t('User.SpentThisMonth', { amount: formatMoney(limit.spentThisMonth) })}</p>
        {canEdit ? (
          <div className={styles.actions}>
            <Button type="submit">{t('User.SaveSpending')}</Button>
          </div>
        ) : null}
      </Form>
    </Section>
  );
}

const limitText = (amount: string | null | undefined) => (amount ? formatMoney(amount) : t('User.NoLimit'));

const samlFields = ['idpEntityId', 'ssoUrl', 'idpCertificate', 'enabled', 'passwordSignInAllowed'] as const;
type SamlField = (typeof samlFields)[number];

function describe(entry: UserAuditEntry): string {
  const actor = entry.actorName;
  switch (entry.action) {
    case 'profileUpdated':
      return t('UserAudit.profileUpdated', {
        actor,
        fields: (entry.detail.fields ?? [])
          .map((field) => t(profileLabels[field as keyof typeof profileLabels] ?? 'User.Profile'))
          .join(', '),
      });
    case 'roleAdded':
    case 'roleRemoved':
      return t(`UserAudit.${entry.action}`, { actor, role: entry.detail.role ?? '' });
    case 'permissionsChanged': {
      const changes = [
        ...(entry.detail.added?.length
          ? [t('UserAudit.Added', { names: permissionLabels(entry.detail.added) })]
          : []),
        ...(entry.detail.removed?.length
          ? [t('UserAudit.Removed', { names: permissionLabels(entry.detail.removed) })]
          : []),
      ];
      return t('UserAudit.permissionsChanged', { actor, changes: changes.join('; ') });
    }
    case 'contractAccessChanged': {
      const { allContracts, added, removed } = entry.detail;
      const changes = [
        ...(allContracts === undefined
          ? []
          : [t(allContracts ? 'UserAudit.AllContracts' : 'UserAudit.AssignedContracts')]),
        ...(added?.length ? [t('UserAudit.Added', { names: added.join(', ') })] : []),
        ...(removed?.length ? [t('UserAudit.Removed', { names: removed.join(', ') })] : []),
      ];
      return t('UserAudit.contractAccessChanged', { actor, changes: changes.join('; ') });
    }
    case 'spendingLimitChanged':
      return t('UserAudit.spendingLimitChanged', {
        actor,
        limits: t('User.LimitsText', {
          orderLimit: limitText(entry.detail.orderLimit),
          monthlyBudget: limitText(entry.detail.monthlyBudget),
        }),
      });
    case 'samlConfigurationChanged':
      return t('UserAudit.samlConfigurationChanged', {
        actor,
        fields: (entry.detail.fields ?? [])
          .filter((field): field is SamlField => (samlFields as readonly string[]).includes(field))
          .map((field) => t(`UserAudit.Saml.${field}`))
          .join(', '),
      });
    default:
      return t(`UserAudit.${entry.action}`, { actor });
  }
}

/** Who changed the user, when and what (issue 18), newest first. */
export function HistorySection({ entries }: { entries: readonly UserAuditEntry[] }) {
  return (
    <Section id="user-history" title={t('User.HistoryTitle')}>
      {entries.length === 0 ? (
        <p>{t('User.NoHistory')}</p>
      ) : (
        <ol className={styles.history}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> — {describe(entry)}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
