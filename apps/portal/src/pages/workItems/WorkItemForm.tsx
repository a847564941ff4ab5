import type { InstallSite } from '@b2b-portal/api';
import {
  WORK_ITEM_KINDS,
  type WorkItemField,
  type WorkItemFields,
  type WorkItemType,
} from '@b2b-portal/flows/rules';
import { Button, DescriptionList, Form, Select, TextArea, TextField } from '@b2b-portal/ui';
import { t } from '../../services/messages/workItems';
import { choiceOptions, fieldLabels, typeOptions } from './workItemText';

/** What the form edits: the kind, its fields and the comments. */
export interface WorkItemDraft extends WorkItemFields {
  type: WorkItemType | null;
  comments: string;
  destinationSiteId: string | null;
}

export const emptyDraft: WorkItemDraft = { type: null, comments: '', destinationSiteId: null };

const CHOICES = ['supportLevel', 'onsiteSupport', 'replacementPart'] as const;
type ChoiceField = (typeof CHOICES)[number];
const isChoice = (field: WorkItemField): field is ChoiceField =>
  (CHOICES as readonly string[]).includes(field);
const LONG: readonly WorkItemField[] = ['question', 'destinationAddress', 'serialNumbers'];

const siteAddress = (site: InstallSite) =>
  [site.name, site.line1, site.line2, `${site.city}, ${site.state} ${site.zipCode}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');

/** Messages at the fields: the kind, its fields and the comments. */
export type WorkItemErrors = Partial<Record<WorkItemField | 'type' | 'comments', string>>;

export interface WorkItemFormProps {
  draft: WorkItemDraft;
  onChange: (draft: WorkItemDraft) => void;
  /** The kind may still be chosen (a new request). */
  isNew: boolean;
  /** Submitted, or not the caller's: the fields are shown, not edited. */
  viewOnly: boolean;
  installSites: readonly InstallSite[];
  /** Messages at the fields (the same rule as the server's, or its answer). */
  errors: WorkItemErrors;
  /** The message above the fields when the save was refused. */
  error: string | null;
  /** Refused saves so far: each announces `error` again and moves focus to the first invalid field. */
  refusals?: number;
  busy: boolean;
  onSave: () => void;
}

/**
 * A work item request's fields (002 §3, §5): the kind (chosen once, on a new request), the kind's own fields with
 * its required ones marked, and the comments. A Site Transfer's destination may be taken from an install site.
 * View-only once submitted: the same fields as a description list.
 */
export function WorkItemForm({
  draft,
  onChange,
  isNew,
  viewOnly,
  installSites,
  errors,
  error,
  refusals = 0,
  busy,
  onSave,
}: WorkItemFormProps) {
  const kind = draft.type ? WORK_ITEM_KINDS[draft.type] : null;
  const set = (patch: Partial<WorkItemDraft>) => onChange({ ...draft, ...patch });
  const typeName = typeOptions.find((option) => option.id === draft.type)?.label ?? '';

  if (viewOnly) {
    const shown = (field: WorkItemField) => {
      const value = draft[field];
      if (isChoice(field)) return choiceOptions[field].find((option) => option.id === value)?.label ?? '';
      return String(value ?? '');
    };
    return (
      <DescriptionList
        layout="grid"
        groups={[
          {
            items: [
              { term: t('WorkItem.Type'), description: typeName },
              ...(kind?.fields ?? []).map((field) => ({
                term: fieldLabels[field],
                description: shown(field),
                wide: LONG.includes(field),
              })),
              { term: t('WorkItem.Comments'), description: draft.comments, wide: true },
            ],
          },
        ]}
      />
    );
  }

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      error={error}
      refusals={refusals}
    >
      <Select
        label={t('WorkItem.Type')}
        options={typeOptions}
        placeholder={t('WorkItem.ChooseOne')}
        selectedKey={draft.type}
        isDisabled={!isNew}
        isRequired
        isInvalid={errors.type !== undefined}
        errorMessage={errors.type}
        onSelectionChange={(key) => set({ type: Number(key) as WorkItemType })}
      />
      {kind?.fields.map((field) => {
        const required = kind.required.includes(field);
        const common = {
          label: fieldLabels[field],
          isRequired: required,
          isInvalid: errors[field] !== undefined,
          errorMessage: errors[field],
        };
        if (isChoice(field)) {
          return (
            <Select
              key={field}
              {...common}
              options={choiceOptions[field]}
              placeholder={t('WorkItem.ChooseOne')}
              selectedKey={draft[field] ?? null}
              onSelectionChange={(key) => set({ [field]: Number(key) })}
            />
          );
        }
        if (field === 'destinationAddress') {
          return (
            <div key={field} style={{ display: 'grid', gap: '0.75rem' }}>
              <Select
                label={t('WorkItem.DestinationSite')}
                options={[
                  { id: '', label: t('WorkItem.OtherAddress') },
                  ...installSites.map((site) => ({
                    id: site.id,
                    label: `${site.name} (${site.siteNumber})`,
                  })),
                ]}
                selectedKey={draft.destinationSiteId ?? ''}
                onSelectionChange={(key) => {
                  const site = installSites.find((candidate) => candidate.id === key);
                  set(
                    site
                      ? { destinationSiteId: site.id, destinationAddress: siteAddress(site) }
                      : { destinationSiteId: null },
                  );
                }}
              />
              <TextArea
                {...common}
                rows={2}
                value={draft.destinationAddress ?? ''}
                onChange={(value) => set({ destinationAddress: value, destinationSiteId: null })}
              />
            </div>
          );
        }
        return LONG.includes(field) ? (
          <TextArea
            key={field}
            {...common}
            rows={3}
            value={String(draft[field] ?? '')}
            onChange={(value) => set({ [field]: value })}
          />
        ) : (
          <TextField
            key={field}
            {...common}
            value={String(draft[field] ?? '')}
            onChange={(value) => set({ [field]: value })}
          />
        );
      })}
      {kind ? (
        <TextArea
          label={t('WorkItem.Comments')}
          rows={3}
          isInvalid={errors.comments !== undefined}
          errorMessage={errors.comments}
          value={draft.comments}
          onChange={(value) => set({ comments: value })}
        />
      ) : null}
      <div>
        {/* Enabled before a kind is chosen: pressed, the page says the Request Type is required and the focus goes
            there. Disabled, it was out of the tab order and said nothing of why. */}
        <Button type="submit" isPending={busy}>
          {t('WorkItem.Save')}
        </Button>
      </div>
    </Form>
  );
}
