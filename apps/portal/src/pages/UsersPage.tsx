import type { UserSummary } from '@b2b-portal/api';
import { hasPermission, pathFor } from '@b2b-portal/flows/rules';
import {
  Button,
  type DataTableColumn,
  InlineAlert,
  Link,
  Select,
  StatusPill,
  useNarrowScreen,
} from '@b2b-portal/ui';
import { Fragment, useState } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useSession } from '../app/session';
import { isFiltered, ListEmpty, ListPage, ListResults, ListSearch, useDocumentList } from '../lists';
import { api } from '../services/api';
import { userEndpoints } from '../services/endpoints';
import { t } from '../services/messages/users';
import { NewUserDialog } from '../users/NewUserDialog';
import {
  criteriaFromForm,
  initialUserCriteria,
  noteCreated,
  takeListNotice,
  userListAddress,
  userSearchBody,
  userStatusOptions,
} from '../users/userSearch';
import * as styles from '../users/users.css';

/**
 * An e-mail address with places to break: before the @ and before each dot of the domain ("buyer", "@northwind",
 * ".example"), so a narrow column breaks it where a reader expects, and anywhere only when a part is too wide.
 */
const emailLines = (email: string) => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const parts = [email.slice(0, at), ...email.slice(at).split(/(?=\.)/)];
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sequence, never reordered
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
};

/** The user's name (the link to their page) with the e-mail under it, and on a narrow screen their roles too. */
const person = (row: UserSummary, withRoles: boolean) => (
  <span className={styles.person}>
    <Link href={hrefFor(pathFor('User', { user_id: row.id }))}>
      {row.lastName}, {row.firstName}
    </Link>
    <span className={styles.personEmail}>{emailLines(row.email)}</span>
    {withRoles && row.roles.length > 0 ? (
      <span className={styles.personRoles}>{t('Users.RolesOf', { roles: row.roles.join(', ') })}</span>
    ) : null}
  </span>
);

const statusColumn: DataTableColumn<UserSummary> = {
  id: 'status',
  name: t('Users.Status'),
  render: (row) => (
    <StatusPill status={String(row.status)} tone={row.status === 1 ? 'success' : 'neutral'}>
      {t(row.status === 1 ? 'User.Enabled' : 'User.Disabled')}
    </StatusPill>
  ),
};

/**
 * Three columns, so the list reads without scrolling sideways on a phone (400 px wide): the e-mail stacks under the
 * name in the row's header cell, as the admin consoles people know list their users, instead of a column of its own
 * that no line break fits (an address has no spaces: it breaks anywhere here if it must). The roles wrap at their
 * commas; the status is one short word.
 */
const columns: DataTableColumn<UserSummary>[] = [
  { id: 'name', name: t('Users.User'), isRowHeader: true, render: (row) => person(row, false) },
  { id: 'roles', name: t('Users.Roles'), render: (row) => row.roles.join(', ') },
  statusColumn,
];

/**
 * On a narrow screen (under 500 px, 000 §2.7) two columns: at 320 px the three did not fit ("Administrator", the
 * longest word of a role, the name and the status pill need about 30 px more than the width), and the Status
 * column was cut off at the table's edge. The roles stack under the e-mail instead, so nothing scrolls sideways.
 */
const narrowColumns: DataTableColumn<UserSummary>[] = [
  { id: 'name', name: t('Users.User'), isRowHeader: true, render: (row) => person(row, true) },
  statusColumn,
];

/**
 * /users (002 §2: users|viewUsers|manageCiscoContractAccess): the company's users, enabled, disabled or all and by
 * name, e-mail or username, 10 to a page, each opening their page; with `users`, the new-user dialog.
 */
export default function UsersPage({ route }: PageProps) {
  const session = useSession();
  const canAdd = hasPermission(session.permissions, 'users');
  const [adding, setAdding] = useState(false);
  const [notice] = useState(takeListNotice);
  const narrow = useNarrowScreen();
  const list = useDocumentList({
    initialCriteria: initialUserCriteria,
    query: userListAddress,
    load: (criteria, { start, size }, signal) =>
      // A refused search is said on the search card (ListSearch), not in the shell's error modal as well.
      api.call(userEndpoints.searchUsers, {
        body: userSearchBody(criteria, start, size),
        signal,
        reportProblems: false,
      }),
  });
  return (
    <ListPage title={route.title}>
      {notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
      <p>{t('Users.Lead')}</p>
      {canAdd ? (
        <div className={styles.toolbar}>
          <Button onPress={() => setAdding(true)}>{t('Users.New')}</Button>
        </div>
      ) : null}
      <ListSearch
        list={list}
        title={t('Users.Search')}
        labels={{ keyword: t('Users.Keyword') }}
        defaultKeyword={list.cardCriteria.keyword}
        criteriaFromForm={criteriaFromForm}
      >
        <Select
          name="status"
          label={t('Users.StatusFilter')}
          options={userStatusOptions}
          defaultSelectedKey={list.cardCriteria.status}
        />
      </ListSearch>
      <ListResults
        list={list}
        aria-label={t('Users.Title')}
        columns={narrow ? narrowColumns : columns}
        emptyState={
          <ListEmpty
            filtered={isFiltered(list.criteria, initialUserCriteria)}
            title={t('Users.None')}
            help={t('Users.NoneHelp')}
          />
        }
      />
      {adding ? (
        <NewUserDialog
          onClose={() => setAdding(false)}
          onCreated={(answer, body) => {
            const name = `${body.firstName} ${body.lastName}`.trim();
            noteCreated(
              answer.id,
              answer.createPasswordMailSent
                ? t('Users.CreatedNotificationSent', { name, email: body.email })
                : t('Users.Created', { name }),
            );
            // The dialog closes first and gives the focus back to New user; then the user's page opens, whose
            // content takes the focus (RouteView). Leaving with the dialog open, its focus restore came after
            // the new page's and lost the focus to <body>.
            setAdding(false);
            requestAnimationFrame(() =>
              requestAnimationFrame(() => navigate(pathFor('User', { user_id: answer.id }))),
            );
          }}
        />
      ) : null}
    </ListPage>
  );
}
