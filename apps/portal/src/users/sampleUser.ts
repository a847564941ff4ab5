import type { UserDetail } from '@b2b-portal/api';

/** A user of the administrator's company as the user page reads them: the stories' and tests' Nora Newbuyer. */
export const sampleUser: UserDetail = {
  id: '6f1c2b0e-1111-4c4c-8888-000000000001',
  firstName: 'Nora',
  lastName: 'Newbuyer',
  email: 'nora@northwind.example',
  username: 'nora@northwind.example',
  phone: '',
  fax: '',
  status: 1,
  createdAt: '2026-11-27T10:00:00.000Z',
  isSelf: false,
  canEdit: true,
};
