import type { UserSearchBody, UserStatusFilter } from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import { choiceField, choiceOf, keywordOf, listQuery, textField } from '../lists';
import { t } from '../services/messages/users';

/** The users list's criteria (002 §2 /users): part of a name, e-mail or username, and enabled / disabled / all. */
export interface UserCriteria {
  keyword: string;
  status: UserStatusFilter;
}

/** Enabled users first: the ones an administrator looks for. */
export const initialUserCriteria: UserCriteria = { keyword: '', status: 1 };

export const userStatusOptions = [
  { id: 1, label: t('Users.StatusEnabled') },
  { id: 2, label: t('Users.StatusDisabled') },
  { id: 0, label: t('Users.StatusAll') },
];

/** The list's address: `?keyword=…&status=0&page=…`. */
export const userListAddress = listQuery(initialUserCriteria, {
  keyword: textField,
  status: choiceField(userStatusOptions.map((option) => option.id as UserStatusFilter)),
});

export function criteriaFromForm(values: SearchValues): UserCriteria {
  return {
    keyword: keywordOf(values),
    status: choiceOf(values.status, userStatusOptions, initialUserCriteria.status) as UserStatusFilter,
  };
}

export function userSearchBody(criteria: UserCriteria, start: number, size = 10): UserSearchBody {
  return { ...(criteria.keyword ? { keyword: criteria.keyword } : {}), status: criteria.status, start, size };
}

/** What the user page says once after the new user's creation (the dialog navigates to it). */
let createdNotice: { userId: string; message: string } | null = null;

export function noteCreated(userId: string, message: string): void {
  createdNotice = { userId, message };
}

/** The notice for this user, once. */
export function takeCreatedNotice(userId: string): string | null {
  if (createdNotice?.userId !== userId) return null;
  const { message } = createdNotice;
  createdNotice = null;
  return message;
}

/** What the users list says once after a user's deletion (the user page navigates to it). */
let listNotice: string | null = null;

export function noteOnList(message: string): void {
  listNotice = message;
}

/** The list's notice, once. */
export function takeListNotice(): string | null {
  const message = listNotice;
  listNotice = null;
  return message;
}
