import {
  type PendingRegistration,
  REGISTRATION_DENIAL_LIMITS,
  REGISTRATION_LIMITS,
  RegistrationDenialFields,
  RegistrationStatus,
  SaveRegistrationBody,
} from '@b2b-portal/api';
import { pathFor } from '@b2b-portal/flows/rules';
import {
  Button,
  CheckboxGroup,
  DescriptionList,
  formatDate,
  InlineAlert,
  Link,
  Modal,
  Spinner,
  TextArea,
  TextField,
} from '@b2b-portal/ui';
import { useState } from 'react';
import { hrefFor, navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useNamePage } from '../app/pageName';
import { useNoticeFocus } from '../app/useNoticeFocus';
import { useResource } from '../app/useResource';
import { refusedMessage } from '../forms/useContractForm';
import { useServerFieldErrors } from '../forms/useServerFieldErrors';
import { serverFieldErrors, validateWith } from '../forms/validate';
import { api } from '../services/api';
import { approvalEndpoints } from '../services/endpoints';
import { t } from '../services/messages/approvals';
import { problemMessage } from '../services/problems';
import * as approvalStyles from './approvals.css';
import * as styles from './pages.css';
import { DocumentNotFound } from './savedCarts/DocumentNotFound';
import { isDocumentId } from './savedCarts/savedCartData';

/**
 * /view-registration?id= (001 §2, 002 §4): one pending registration of the approver's company. Names, phone,
 * job title and the roles the new user will get can be changed and saved; the registration can be approved,
 * denied with comments (required) or deleted.
 */
export default function ViewRegistrationPage({ route, query }: PageProps) {
  if (!isDocumentId(query.id)) {
    return (
      <DocumentNotFound
        title={route.title}
        message={t('Registration.NotFound')}
        backPath={pathFor('PendingApprovals')}
        backLabel={t('Registration.Back')}
      />
    );
  }
  return <RegistrationEditor key={query.id} id={query.id} title={route.title} />;
}

type Draft = Pick<PendingRegistration, 'firstName' | 'lastName' | 'phone' | 'jobTitle' | 'roleIds'>;
type Notice = { tone: 'success' | 'error'; text: string } | null;

type RegistrationDecision = 'save' | 'approve' | 'deny' | 'delete';

/** The button of `decision`: pending while it is sent, disabled while another one is. */
const pendingWhile = (busy: RegistrationDecision | null, decision: RegistrationDecision) => ({
  isPending: busy === decision,
  isDisabled: busy !== null && busy !== decision,
});

function RegistrationEditor({ id, title }: { id: string; title: string }) {
  const resource = useResource(
    (signal) =>
      api.call(approvalEndpoints.getPendingRegistration, { query: { id }, signal, reportProblems: false }),
    [id],
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // The decision being sent: its button is pending (it keeps the focus of whoever pressed it), the others disabled.
  const [busy, setBusy] = useState<RegistrationDecision | null>(null);
  const [denyOpen, setDenyOpen] = useState(false);
  const [comments, setComments] = useState('');
  const [denyTried, setDenyTried] = useState(false);
  const denial = useServerFieldErrors();
  const [deleteOpen, setDeleteOpen] = useState(false);
  // The details' check: the contract's before Save or Approve, the server's field errors after the call.
  const [saveTried, setSaveTried] = useState(false);
  const details = useServerFieldErrors();
  // Approve and Deny go with the decision (the registration is pending no more): the message that says what was
  // decided takes the focus instead of <body> (WCAG 2.4.3).
  const noticeFocus = useNoticeFocus(notice);

  const registration = resource.data;
  // The last crumb and the page title: the registration's person once loaded.
  useNamePage(registration ? `${title}: ${registration.firstName} ${registration.lastName}` : undefined);
  if (!registration) {
    if (resource.status === 'failed') {
      return (
        <DocumentNotFound
          title={title}
          message={problemMessage(resource.error)}
          backPath={pathFor('PendingApprovals')}
          backLabel={t('Registration.Back')}
        />
      );
    }
    return <Spinner label={t('Global.Loading')} />;
  }

  const values: Draft = draft ?? registration;
  const pending = registration.status === RegistrationStatus.Pending;
  const change = (patch: Partial<Draft>) => {
    setDraft({ ...values, ...patch });
    for (const field of Object.keys(patch)) details.edited(field);
  };
  const checkedDetails = validateWith(SaveRegistrationBody, { id, ...values });
  const detailErrors: Record<string, string> = {
    ...details.errors,
    ...(saveTried && !checkedDetails.ok ? checkedDetails.fieldErrors : {}),
  };
  /** The details as the contract takes them, or null (and the form's message) when they would be refused. */
  const checkedBody = () => {
    setSaveTried(true);
    if (checkedDetails.ok) return checkedDetails.data;
    setNotice({ tone: 'error', text: refusedMessage(checkedDetails.missing) });
    return null;
  };
  const name = `${registration.firstName} ${registration.lastName}`;

  const act = async (decision: RegistrationDecision, work: () => Promise<void>) => {
    setBusy(decision);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      details.failed(error);
      setNotice({ tone: 'error', text: problemMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const save = () => {
    const body = checkedBody();
    if (!body) return;
    void act('save', async () => {
      const saved = await api.call(approvalEndpoints.saveRegistration, { body, reportProblems: false });
      resource.replace(saved);
      setDraft(null);
      setSaveTried(false);
      setNotice({ tone: 'success', text: t('Registration.Saved') });
    });
  };

  const approve = () => {
    // Changed details are saved first, so they are checked first.
    const body = draft ? checkedBody() : null;
    if (draft && !body) return;
    void act('approve', async () => {
      if (body) await api.call(approvalEndpoints.saveRegistration, { body, reportProblems: false });
      await api.call(approvalEndpoints.approveRegistration, { body: { id }, reportProblems: false });
      setDraft(null);
      setSaveTried(false);
      resource.reload();
      noticeFocus.focusNext();
      setNotice({ tone: 'success', text: t('Registration.ApprovedMessage', { name }) });
    });
  };

  // The contract's check of the denial's comments ('Please enter comments for the denial.'), before the call.
  const checkedDenial = validateWith(RegistrationDenialFields, { comments });
  const commentsError =
    (denyTried && !checkedDenial.ok ? checkedDenial.fieldErrors.comments : undefined) ??
    denial.errors.comments;
  const deny = () => {
    setDenyTried(true);
    if (!checkedDenial.ok) return;
    void act('deny', async () => {
      try {
        await api.call(approvalEndpoints.rejectRegistration, {
          body: { id, comments: checkedDenial.data.comments },
          reportProblems: false,
        });
      } catch (error) {
        denial.failed(error);
        // The server's word on the comments stays in the dialog, at the field.
        if (serverFieldErrors(error)?.comments) return;
        throw error;
      }
      setDenyOpen(false);
      resource.reload();
      noticeFocus.focusNext();
      setNotice({ tone: 'success', text: t('Registration.DeniedMessage', { email: registration.email }) });
    });
  };

  const remove = () =>
    act('delete', async () => {
      await api.call(approvalEndpoints.deleteRegistration, { body: { id }, reportProblems: false });
      setDeleteOpen(false);
      navigate(pathFor('PendingApprovals'));
    });

  const statusText =
    registration.status === RegistrationStatus.Approved
      ? t('Registration.StatusApproved')
      : registration.status === RegistrationStatus.Denied
        ? t('Registration.StatusDenied')
        : t('Registration.StatusPending');

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}: {name}
      </h1>
      <p>
        <Link href={hrefFor(pathFor('PendingApprovals'))}>{t('Registration.Back')}</Link>
      </p>
      {notice ? (
        <div ref={noticeFocus.ref} tabIndex={-1}>
          <InlineAlert tone={notice.tone}>{notice.text}</InlineAlert>
        </div>
      ) : null}
      {/* The registration's details as the documents' headers show theirs: each value under its label; two
          columns at the most, so that an e-mail address keeps to one line; the comments a row of their own. */}
      <DescriptionList
        layout="grid"
        maxColumns={2}
        groups={[
          {
            items: [
              { term: t('Registration.Username'), description: registration.username },
              { term: t('Registration.Email'), description: registration.email },
              { term: t('Registration.CompanyName'), description: registration.companyName },
              { term: t('Registration.AccountNumber'), description: registration.accountNumber || '—' },
              { term: t('Registration.SubmittedDate'), description: formatDate(registration.createdDate) },
              { term: t('Registration.Status'), description: statusText },
              ...(registration.comments
                ? [{ term: t('Registration.Comments'), description: registration.comments, wide: true }]
                : []),
            ],
          },
        ]}
      />
      <form
        className={approvalStyles.form}
        aria-label={t('Registration.Details')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={t('Registration.FirstName')}
          value={values.firstName}
          onChange={(firstName) => change({ firstName })}
          maxLength={REGISTRATION_LIMITS.firstName}
          isInvalid={detailErrors.firstName !== undefined}
          errorMessage={detailErrors.firstName}
          isRequired
          isDisabled={!pending}
        />
        <TextField
          label={t('Registration.LastName')}
          value={values.lastName}
          onChange={(lastName) => change({ lastName })}
          maxLength={REGISTRATION_LIMITS.lastName}
          isInvalid={detailErrors.lastName !== undefined}
          errorMessage={detailErrors.lastName}
          isRequired
          isDisabled={!pending}
        />
        <TextField
          label={t('Registration.Phone')}
          type="tel"
          value={values.phone}
          onChange={(phone) => change({ phone })}
          maxLength={REGISTRATION_LIMITS.phone}
          isInvalid={detailErrors.phone !== undefined}
          errorMessage={detailErrors.phone}
          isDisabled={!pending}
        />
        <TextField
          label={t('Registration.JobTitle')}
          value={values.jobTitle}
          onChange={(jobTitle) => change({ jobTitle })}
          maxLength={REGISTRATION_LIMITS.jobTitle}
          isInvalid={detailErrors.jobTitle !== undefined}
          errorMessage={detailErrors.jobTitle}
          isDisabled={!pending}
        />
        <CheckboxGroup
          label={t('Registration.Roles')}
          options={registration.availableRoles.map((role) => ({ value: role.id, label: role.name }))}
          value={values.roleIds}
          onChange={(roleIds) => change({ roleIds })}
          isInvalid={detailErrors.roleIds !== undefined}
          errorMessage={detailErrors.roleIds}
          isDisabled={!pending}
        />
        {pending ? (
          <div className={approvalStyles.actions}>
            <Button type="submit" variant="secondary" {...pendingWhile(busy, 'save')}>
              {t('Registration.Save')}
            </Button>
            <Button onPress={approve} {...pendingWhile(busy, 'approve')}>
              {t('Registration.Approve')}
            </Button>
            <Button variant="secondary" onPress={() => setDenyOpen(true)} isDisabled={busy !== null}>
              {t('Registration.Deny')}
            </Button>
            <Button variant="danger" onPress={() => setDeleteOpen(true)} isDisabled={busy !== null}>
              {t('Registration.Delete')}
            </Button>
          </div>
        ) : null}
      </form>
      <Modal
        isOpen={denyOpen}
        onOpenChange={setDenyOpen}
        title={t('Registration.DenyTitle')}
        size="small"
        footer={
          <>
            <Button variant="secondary" onPress={() => setDenyOpen(false)}>
              {t('Registration.Cancel')}
            </Button>
            <Button variant="danger" onPress={deny} {...pendingWhile(busy, 'deny')}>
              {t('Registration.Deny')}
            </Button>
          </>
        }
      >
        <TextArea
          label={t('Registration.Comments')}
          value={comments}
          onChange={(value) => {
            setComments(value);
            denial.edited('comments');
          }}
          isRequired
          validationBehavior="aria"
          maxLength={REGISTRATION_DENIAL_LIMITS.comments.max}
          isInvalid={commentsError !== undefined}
          errorMessage={commentsError}
        />
      </Modal>
      <Modal
        isOpen={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={t('Registration.DeleteTitle')}
        size="small"
        footer={
          <>
            <Button variant="secondary" onPress={() => setDeleteOpen(false)}>
              {t('Registration.Cancel')}
            </Button>
            <Button variant="danger" onPress={() => void remove()} {...pendingWhile(busy, 'delete')}>
              {t('Registration.Delete')}
            </Button>
          </>
        }
      >
        <p>{t('Registration.DeleteConfirm', { name })}</p>
      </Modal>
    </section>
  );
}
