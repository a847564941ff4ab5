import { GUID_PATTERN, type RoleSummary, type UserProfileFields } from '@b2b-portal/api';
import { isApiError } from '@b2b-portal/api/client';
import { pathFor } from '@b2b-portal/flows/rules';
import { Button, InlineAlert, Spinner } from '@b2b-portal/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import {
  contractAccessEndpoints,
  passwordEndpoints,
  reportAssignmentEndpoints,
  userEndpoints,
} from '../services/endpoints';
import { t as contractText } from '../services/messages/contractAccess';
import { t } from '../services/messages/users';
import { problemMessage } from '../services/problems';
import { type ContractAccessChange, ContractAccessSection } from '../users/ContractAccessSection';
import {
  DeleteUserSection,
  HistorySection,
  PasswordLinkSection,
  PermissionsSection,
  ProfileSection,
  RolesSection,
  SpendingSection,
  StatusSection,
} from '../users/UserSections';
import { noteOnList, takeCreatedNotice } from '../users/userSearch';
import * as styles from '../users/users.css';
import { PageProblem } from './PageProblem';
import * as pageStyles from './pages.css';

// Report assignment's section is its own chunk (the lists' react-aria ListBox kept the page over its budget).
const ReportAssignmentSection = lazy(() => import('../users/ReportAssignmentSection'));

/** Everything the page shows of one user, loaded together and again after each change. */
async function loadUser(id: string, signal: AbortSignal) {
  const query = { id };
  const options = { query, signal, reportProblems: false } as const;
  const [user, assigned, unassigned, permissions, history, spending] = await Promise.all([
    api.call(userEndpoints.getUser, options),
    api.call(userEndpoints.listRoles, options),
    api.call(userEndpoints.listUnassignedRoles, options),
    api.call(userEndpoints.getPermissions, options),
    api.call(userEndpoints.getUserHistory, options),
    api.call(userEndpoints.getSpendingLimit, options),
  ]);
  return { user, assigned, unassigned, permissions, history, spending };
}

const contractAccessSaved = contractText('ContractAccess.Saved');

/**
 * /user/?user_id= (002 §2): a user of the caller's company: profile, status (1 enabled, 2 disabled), roles,
 * permissions in the nine groups with the inherited ones checked and out of reach, and the history of changes.
 * With `users` every part may be changed and a link to create a new password mailed; `viewUsers` reads.
 * Maintenance contract access (issue 19) with the MaintenanceContracts feature. Report assignment (issue 20) for
 * the report assigners and the user readers; the section is left out when the call is refused (a caller with
 * neither). A link that names no user of the company says so, with the way back to the list.
 */
export default function UserPage({ route, query }: PageProps) {
  const id = typeof query.user_id === 'string' ? query.user_id : '';
  // No id, or one that is none: nothing to ask the server.
  if (!GUID_PATTERN.test(id)) return <UserNotFound title={route.title} />;
  return <UserDetailPage key={id} id={id} route={route} />;
}

/** A user link that names no user of the company (malformed, deleted, another company's): say so, and the list. */
function UserNotFound({ title }: { title: string }) {
  return (
    <PageProblem
      title={title}
      message={t('Users.NotFound')}
      next={{ label: t('User.BackToUsers'), href: hrefFor(pathFor('Users')) }}
    />
  );
}

function UserDetailPage({ route, id }: { route: PageProps['route']; id: string }) {
  const data = useResource((signal) => loadUser(id, signal), [id]);
  // The last crumb and the page title: the user's name once loaded.
  const loadedUser = data.data?.user;
  useNamePage(loadedUser ? `${loadedUser.firstName} ${loadedUser.lastName}` : undefined);
  // Maintenance contract access (issue 19): only for a company with the MaintenanceContracts feature (the server
  // refuses the call otherwise, and the section is not shown).
  const access = useResource(
    (signal) =>
      api.call(contractAccessEndpoints.getContractAccess, { query: { id }, signal, reportProblems: false }),
    [id],
  );
  // Report assignment (issue 20): the section shows when the server answers (assignUserToCompanyReports, users or
  // viewUsers); each report is assigned with assignusers and taken back with deleteUser.
  const reports = useResource(
    (signal) =>
      api.call(reportAssignmentEndpoints.listUserReportAssignments, {
        query: { userId: id },
        signal,
        reportProblems: false,
      }),
    [id],
  );
  const [reportError, setReportError] = useState<string | null>(null);
  const [reportBusy, setReportBusy] = useState(false);
  const changeReports = async (run: () => Promise<unknown>): Promise<boolean> => {
    setReportBusy(true);
    setReportError(null);
    try {
      await run();
      return true;
    } catch (failure) {
      setReportError(problemMessage(failure));
      return false;
    } finally {
      setReportBusy(false);
      reports.reload();
    }
  };
  const [notice, setNotice] = useState<string | null>(() => takeCreatedNotice(id));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = useCallback(
    async (run: () => Promise<unknown>, done: string): Promise<boolean> => {
      setBusy(true);
      setError(null);
      setNotice(null);
      try {
        await run();
        setNotice(done);
        data.reload();
        return true;
      } catch (failure) {
        setError(problemMessage(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [data.reload],
  );

  if (data.status === 'failed' && !data.data) {
    if (isApiError(data.error) && data.error.status === 404) return <UserNotFound title={route.title} />;
    return (
      <section className={pageStyles.page} aria-labelledby="page-title">
        <h1 id="page-title" className={pageStyles.title}>
          {route.title}
        </h1>
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" onPress={data.reload}>
              {t('User.Reload')}
            </Button>
          }
        >
          {problemMessage(data.error)}
        </InlineAlert>
      </section>
    );
  }
  if (!data.data) return <Spinner label={t('Global.Loading')} />;
  const { user, assigned, unassigned, permissions, history, spending } = data.data;
  const name = `${user.firstName} ${user.lastName}`;
  const saveProfile = async (fields: UserProfileFields) => {
    setError(null);
    setNotice(null);
    await api.call(userEndpoints.updateUser, { body: { ...fields, id: user.id }, reportProblems: false });
    setNotice(t('User.Saved'));
    data.reload();
  };
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}: {name}
      </h1>
      {notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
      {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
      {user.isSelf ? <p>{t('User.Self')}</p> : null}
      {user.canEdit ? null : <p>{t('User.ReadOnly')}</p>}
      <div className={styles.sections}>
        <ProfileSection user={user} save={saveProfile} />
        <StatusSection
          user={user}
          busy={busy}
          setStatus={(status) =>
            void change(
              () =>
                api.call(status === 2 ? userEndpoints.disableUser : userEndpoints.enableUser, {
                  body: { id: user.id },
                  reportProblems: false,
                }),
              t(status === 2 ? 'User.DisabledMessage' : 'User.EnabledMessage'),
            )
          }
        />
        <PasswordLinkSection
          user={user}
          busy={busy}
          send={() =>
            void change(
              () =>
                api.call(passwordEndpoints.sendCreateNewPasswordLink, {
                  body: { userId: user.id },
                  reportProblems: false,
                }),
              t('User.PasswordLinkSent', { email: user.email }),
            )
          }
        />
        <RolesSection
          canEdit={user.canEdit}
          assigned={assigned}
          unassigned={unassigned}
          busy={busy}
          add={(role: RoleSummary) =>
            change(
              () =>
                api.call(userEndpoints.addRole, {
                  body: { userId: user.id, roleId: role.id },
                  reportProblems: false,
                }),
              t('User.RoleAdded', { role: role.name }),
            )
          }
          remove={(role: RoleSummary) =>
            change(
              () =>
                api.call(userEndpoints.deleteRole, {
                  query: { userId: user.id, roleId: role.id },
                  reportProblems: false,
                }),
              t('User.RoleRemoved', { role: role.name }),
            )
          }
        />
        <PermissionsSection
          canEdit={user.canEdit}
          permissions={permissions}
          busy={busy}
          save={(extra) =>
            change(
              () =>
                api.call(userEndpoints.updateTasks, {
                  body: { id: user.id, permissions: extra },
                  reportProblems: false,
                }),
              t('User.Saved'),
            )
          }
        />
        <SpendingSection
          canEdit={user.canEdit}
          limit={spending}
          busy={busy}
          save={(orderLimit, monthlyBudget) =>
            void change(
              () =>
                api.call(userEndpoints.setSpendingLimit, {
                  body: { id: user.id, orderLimit, monthlyBudget },
                  reportProblems: false,
                }),
              t('User.Saved'),
            )
          }
        />
        {access.data ? (
          <ContractAccessSection
            access={access.data}
            canEdit={user.canEdit}
            busy={busy}
            change={(next: ContractAccessChange) =>
              change(async () => {
                const options = { reportProblems: false } as const;
                if (next.allContracts !== undefined) {
                  await api.call(contractAccessEndpoints.setAccessAllMaintenanceContracts, {
                    ...options,
                    body: { userId: user.id, allContracts: next.allContracts },
                  });
                }
                if (next.assign) {
                  await api.call(contractAccessEndpoints.assignContractsAndManufacturers, {
                    ...options,
                    body: { userId: user.id, ...next.assign },
                  });
                }
                if (next.unassign) {
                  await api.call(contractAccessEndpoints.unassignContractsAndManufacturers, {
                    ...options,
                    body: { userId: user.id, ...next.unassign },
                  });
                }
                access.reload();
              }, contractAccessSaved)
            }
          />
        ) : null}
        {reports.data ? (
          <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
            <ReportAssignmentSection
              assignment={reports.data}
              busy={reportBusy}
              error={reportError}
              assign={(reportIds) =>
                changeReports(async () => {
                  for (const reportId of reportIds) {
                    await api.call(reportAssignmentEndpoints.assignusers, {
                      body: { reportId, userIds: [user.id] },
                      reportProblems: false,
                    });
                  }
                })
              }
              unassign={(reportIds) =>
                changeReports(async () => {
                  for (const reportId of reportIds) {
                    await api.call(reportAssignmentEndpoints.deleteUser, {
                      query: { reportId, userId: user.id },
                      reportProblems: false,
                    });
                  }
                })
              }
            />
          </Suspense>
        ) : null}
        <HistorySection entries={history} />
        <DeleteUserSection
          user={user}
          busy={busy}
          remove={async () => {
            setBusy(true);
            setError(null);
            setNotice(null);
            try {
              await api.call(userEndpoints.deleteUser, { query: { id: user.id }, reportProblems: false });
              noteOnList(t('Users.Deleted', { name }));
              navigate(pathFor('Users'));
              return true;
            } catch (failure) {
              setError(problemMessage(failure));
              return false;
            } finally {
              setBusy(false);
            }
          }}
        />
      </div>
    </section>
  );
}
