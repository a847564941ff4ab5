import {
  APPROVAL_CHAIN_MAX_AMOUNT,
  APPROVAL_CHAIN_MAX_LEVELS,
  type ApprovalChain,
  type ApproverRoleType,
  Enumerations,
  type WorkflowDocumentType,
} from '@b2b-portal/api';
import type { MessageKey } from '@b2b-portal/api/messages';
import { validateApprovalChain } from '@b2b-portal/flows/rules';
import {
  type ApprovalChainDraftLevel,
  ApprovalChainEditor,
  type ApprovalChainEditorFieldErrors,
  type ApprovalChainEditorLabels,
  type ApprovalChainEditorLevel,
  type ApprovalChainRoleOption,
  Button,
  InlineAlert,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@b2b-portal/ui';
import { useState } from 'react';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { serverFieldErrors } from '../forms/validate';
import { api } from '../services/api';
import { workflowEndpoints } from '../services/endpoints';
import { t } from '../services/messages/settings';
import { problemMessage } from '../services/problems';
import { chainFieldErrors } from './approvalWorkflows/chainFieldErrors';
import * as chainStyles from './approvalWorkflows.css';
import * as styles from './pages.css';

const { QuoteApprover, ApproverLevel1, ApproverLevel2 } = Enumerations.QuoteWorkflowRole;

/** The workflow roles that can hold a level (the contract's ApproverRoleType), named as in 002 §3. */
const approverRoles: ApprovalChainRoleOption[] = [QuoteApprover, ApproverLevel1, ApproverLevel2].map(
  (role) => ({
    roleType: role.value,
    name: role.name,
  }),
);

/** The editor's words for the chain rule's problems: the catalogue's, as the server words its field errors. */
const problemLabels: Partial<ApprovalChainEditorLabels> = {
  roleRequired: t('Workflow.Chain.RoleRequired'),
  roleRepeated: t('Workflow.Chain.RoleRepeated'),
  amountRequired: t('Workflow.Chain.AmountRequired'),
  amountInvalid: t('Workflow.Chain.AmountInvalid'),
  amountNegative: t('Workflow.Chain.AmountNegative'),
  amountTooHigh: t('Workflow.Chain.AmountTooHigh'),
  amountBelowPrevious: t('Workflow.Chain.AmountBelowPrevious'),
  tooManyLevels: t('Workflow.Chain.TooManyLevels'),
};

const chains = [
  { documentType: 8, tab: 'ApprovalWorkflows.Quotes', title: 'ApprovalWorkflows.QuoteChain' },
  { documentType: 4, tab: 'ApprovalWorkflows.Requisitions', title: 'ApprovalWorkflows.RequisitionChain' },
] as const satisfies readonly { documentType: WorkflowDocumentType; tab: MessageKey; title: MessageKey }[];

/**
 * /approval-workflows (issue 6, `users`): the company's approval chains, one tab per document type (quotes 8,
 * requisitions 4), each loaded, edited and saved on its own; both stay mounted, so a draft outlives a look at the
 * other tab. Saving an empty chain goes back to the default one.
 */
export default function ApprovalWorkflowsPage({ route }: PageProps) {
  const [selected, setSelected] = useState<WorkflowDocumentType>(8);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {route.title}
      </h1>
      <p className={styles.lead}>{t('ApprovalWorkflows.Lead')}</p>
      <Tabs
        selectedKey={String(selected)}
        onSelectionChange={(key) => setSelected(Number(key) as WorkflowDocumentType)}
      >
        <TabList aria-label={t('ApprovalWorkflows.DocumentTypes')}>
          {chains.map((chain) => (
            <Tab key={chain.documentType} id={String(chain.documentType)}>
              {t(chain.tab)}
            </Tab>
          ))}
        </TabList>
        {chains.map((chain) => (
          <TabPanel
            key={chain.documentType}
            id={String(chain.documentType)}
            shouldForceMount
            className={chainStyles.chainPanel}
          >
            <ApprovalChainSection documentType={chain.documentType} title={t(chain.title)} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

function ApprovalChainSection({
  documentType,
  title,
}: {
  documentType: WorkflowDocumentType;
  title: string;
}) {
  const chain = useResource(
    (signal) =>
      api.call(workflowEndpoints.getApprovalChain, {
        query: { documentType },
        signal,
        reportProblems: false,
      }),
    [documentType],
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's word on the levels of a refused save, shown at the editor's fields.
  const [fieldErrors, setFieldErrors] = useState<ApprovalChainEditorFieldErrors | undefined>();
  const [notice, setNotice] = useState('');
  // The editor's draft as it last told it; null while it is the saved chain.
  const [draft, setDraft] = useState<ApprovalChainDraftLevel[] | null>(null);

  const save = async (levels: ApprovalChainEditorLevel[]) => {
    setSaving(true);
    setError(null);
    setFieldErrors(undefined);
    setNotice('');
    try {
      const saved: ApprovalChain = await api.call(workflowEndpoints.saveApprovalChain, {
        // The editor offers only the approver roles, so every level holds one.
        body: {
          documentType,
          levels: levels.map((level) => ({ ...level, roleType: level.roleType as ApproverRoleType })),
        },
        reportProblems: false,
      });
      chain.replace(saved);
      setDraft(null);
      setNotice(
        t(levels.length === 0 ? 'ApprovalWorkflows.DefaultRestored' : 'ApprovalWorkflows.Saved', {
          chain: title,
        }),
      );
    } catch (failure) {
      setError(problemMessage(failure));
      setFieldErrors(chainFieldErrors(serverFieldErrors(failure)));
    } finally {
      setSaving(false);
    }
  };

  if (chain.status === 'failed' && !chain.data) {
    return (
      <InlineAlert
        tone="error"
        action={
          <Button variant="secondary" onPress={chain.reload}>
            {t('Workflow.Reload')}
          </Button>
        }
      >
        {problemMessage(chain.error)}
      </InlineAlert>
    );
  }
  if (!chain.data) return <Spinner label={t('Global.Loading')} />;
  // The chain rule of flows, the one the server applies to the saved body.
  const validation = validateApprovalChain(draft ?? chain.data.levels);
  return (
    <div className={chainStyles.chainSection}>
      {notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
      <ApprovalChainEditor
        levels={chain.data.levels}
        isDefault={chain.data.isDefault}
        roles={approverRoles}
        onSave={(levels) => void save(levels)}
        onUseDefault={() => void save([])}
        isSaving={saving}
        errorMessage={error}
        fieldErrors={fieldErrors}
        validation={validation}
        onDraftChange={(levels) => {
          setDraft(levels);
          // 'Saved' was about the chain as saved: beside 'Unsaved changes' it would say both at once.
          setNotice('');
        }}
        maxLevels={APPROVAL_CHAIN_MAX_LEVELS}
        maxAmount={APPROVAL_CHAIN_MAX_AMOUNT}
        labels={{ ...problemLabels, title }}
      />
    </div>
  );
}
