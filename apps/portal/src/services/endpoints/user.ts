import { lazyEndpoints } from '../lazyEndpoint';

export const userEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.userEndpoints),
  {
    searchUsers: 'user.UserSearchByParams',
    getUser: 'user.get',
    addUser: 'user.add',
    updateUser: 'user.Update',
    disableUser: 'user.disableUser',
    enableUser: 'user.enableUser',
    listRoles: 'user.ListRoles',
    listUnassignedRoles: 'user.ListUnassignedRoles',
    addRole: 'user.AddRole',
    deleteRole: 'user.DeleteRole',
    deleteUser: 'user.delete',
    getPermissions: 'user.getPermissions',
    getTaskCategoryList: 'user.GetTaskCategoryList',
    listTasks: 'user.listtasks',
    getTasks: 'user.getTasks',
    updateTasks: 'user.updatetasks',
    getUserHistory: 'user.getHistory',
    getSpendingLimit: 'user.getSpendingLimit',
    setSpendingLimit: 'user.setSpendingLimit',
  },
);
