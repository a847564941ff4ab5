import { userEndpoints } from '@b2b-portal/api';
import type { RouteRegistrar } from '../../http/registrar';
import { passwordLinkMail, sendCreatePasswordLink } from '../password/links';
import { publicOrigin } from '../punch-in/answers';
import { setSpendingLimit, spendingLimitOf } from './spending';
import {
  addRole,
  addUser,
  deleteRole,
  deleteUser,
  historyOf,
  permissionsOf,
  rolesOf,
  searchUsers,
  setExtraPermissions,
  setUserStatus,
  taskCategories,
  tasksFor,
  tasksOf,
  updateUser,
  userDetail,
  userOfCompany,
} from './store';

/** Users, roles and permissions of the caller's company (issue 18; 002 §2 /users and /user/, §6, §7). */
export function userRoutes(route: RouteRegistrar): void {
  route(userEndpoints.searchUsers, async ({ body, services, user }) =>
    searchUsers(services.db, user(), body),
  );

  route(userEndpoints.getUser, async ({ query, services, user }) => {
    const principal = user();
    return userDetail(await userOfCompany(services.db, principal, query.id), principal);
  });

  route(userEndpoints.addUser, async ({ body, services, user, c }) => {
    // The new user's create-password mail is queued in the transaction that creates them (features/password).
    const mail = passwordLinkMail(services.env, publicOrigin(c, services));
    const created = await addUser(services, user(), body, (tx, target) =>
      sendCreatePasswordLink(tx, mail, { userId: target.id, companyId: target.companyId }),
    );
    return { id: created.id, createPasswordMailSent: created.created === 'sent' };
  });

  route(userEndpoints.updateUser, async ({ body, services, user }) => {
    const principal = user();
    return userDetail(await updateUser(services, principal, body), principal);
  });

  route(userEndpoints.disableUser, async ({ body, services, user }) =>
    setUserStatus(services, user(), body.id, 2),
  );

  route(userEndpoints.enableUser, async ({ body, services, user }) =>
    setUserStatus(services, user(), body.id, 1),
  );

  route(userEndpoints.deleteUser, async ({ query, services, user }) => {
    await deleteUser(services, user(), query.id);
    return { ok: true as const };
  });

  route(userEndpoints.listRoles, async ({ query, services, user }) =>
    rolesOf(services.db, user(), query.id, 'assigned'),
  );

  route(userEndpoints.listUnassignedRoles, async ({ query, services, user }) =>
    rolesOf(services.db, user(), query.id, 'unassigned'),
  );

  route(userEndpoints.addRole, async ({ body, services, user }) => {
    await addRole(services, user(), body.userId, body.roleId);
    return { ok: true as const };
  });

  route(userEndpoints.deleteRole, async ({ query, services, user }) => {
    await deleteRole(services, user(), query.userId, query.roleId);
    return { ok: true as const };
  });

  route(userEndpoints.getPermissions, async ({ query, services, user }) =>
    permissionsOf(services.db, user(), query.id),
  );

  route(userEndpoints.getTaskCategoryList, async () => taskCategories());

  route(userEndpoints.listTasks, async ({ user }) => tasksFor(user()));

  route(userEndpoints.getTasks, async ({ query, services, user }) => tasksOf(services.db, user(), query.id));

  route(userEndpoints.updateTasks, async ({ body, services, user }) => {
    const principal = user();
    await setExtraPermissions(services, principal, body.id, body.permissions);
    return permissionsOf(services.db, principal, body.id);
  });

  route(userEndpoints.getUserHistory, async ({ query, services, user }) =>
    historyOf(services.db, user(), query.id),
  );

  route(userEndpoints.getSpendingLimit, async ({ query, services, user }) =>
    spendingLimitOf(services.db, user(), query.id),
  );

  route(userEndpoints.setSpendingLimit, async ({ body, services, user }) =>
    setSpendingLimit(services, user(), body),
  );
}
