import { createElement, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { formatMoney } from '../format/format';
import { fillTemplate } from '../format/template';
import { IconButton } from '../IconButton/IconButton';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { IconBase, type IconProps } from '../icons/Icon';
import { Modal } from '../Modal/Modal';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './ApprovalChainEditor.css';
import {
  type ApprovalChainDraftLevel,
  type ApprovalChainEditorAmountProblem,
  type ApprovalChainEditorFieldErrors,
  type ApprovalChainEditorLevel,
  type ApprovalChainEditorLevelErrors,
  type ApprovalChainEditorLevelProblems,
  type ApprovalChainEditorValidation,
  type ApprovalChainRoleOption,
  compareAmounts,
  type DraftLevel,
  isChainChanged,
  moveLevel,
  newLevel,
  parseAmount,
  toChainLevels,
  toDraftLevels,
} from './approvalChain';

/** Every text of the editor; `{placeholders}` are filled in. */
export interface ApprovalChainEditorLabels {
  /** The editor's heading, e.g. 'Quote approval chain'. @default 'Approval chain' */
  title: string;
  /** Under the heading. @default 'A document goes through every level whose amount its grand total reaches, in order.' */
  description: string;
  /** Shown when the default chain applies. @default 'Your company has not set up its own chain: the default chain applies. Change it and save to set up your own.' */
  defaultNote: string;
  /** The level's legend, with `{level}`. @default 'Level {level}' */
  level: string;
  /** @default 'Approver role' */
  role: string;
  /** @default 'Applies from' */
  minAmount: string;
  /** Under the amount. @default 'Grand total from which this level approves.' */
  minAmountDescription: string;
  /** With `{level}`. @default 'Move level {level} up' */
  moveUp: string;
  /** With `{level}`. @default 'Move level {level} down' */
  moveDown: string;
  /** The remove button's text. @default 'Remove' */
  remove: string;
  /** The remove button's name, with `{level}`; starts with `remove` so the visible text is in the name. @default 'Remove level {level}' */
  removeLevel: string;
  /** @default 'Add level' */
  addLevel: string;
  /** Under Add level when the chain is full, with `{max}`. @default 'A chain has at most {max} levels.' */
  maxLevels: string;
  /** @default 'Save' */
  save: string;
  /** The Save button's label while the chain is saved (pending). @default 'Saving…' */
  saving: string;
  /** @default 'Discard changes' */
  discard: string;
  /** Next to Save while the chain differs from the saved one. @default 'Unsaved changes' */
  unsaved: string;
  /** @default 'Use the default chain' */
  useDefault: string;
  /** The confirmation's title. @default 'Use the default chain?' */
  useDefaultTitle: string;
  /** The confirmation's text. @default "Your company's own levels are removed and the default chain applies. Documents already submitted keep their levels." */
  useDefaultText: string;
  /** @default 'Use the default chain' */
  useDefaultConfirm: string;
  /** @default 'Cancel' */
  cancel: string;
  /** @default 'Choose the role that approves at this level.' */
  roleRequired: string;
  /** The role already approves at an earlier level, with `{level}`. @default 'This role already approves at level {level}. Choose another role: a role approves at one level of a chain.' */
  roleRepeated: string;
  /** @default 'Enter the amount from which this level applies.' */
  amountRequired: string;
  /** The text is not an amount in dollars and cents (it stays as typed). @default 'Enter the amount in dollars and cents, such as 1000.50.' */
  amountInvalid: string;
  /** @default 'The amount cannot be negative.' */
  amountNegative: string;
  /** With `{amount}`. @default 'The amount cannot be more than {amount}.' */
  amountTooHigh: string;
  /** With `{amount}` and `{level}`. @default 'The amount must be at least {amount}, the amount of level {level}.' */
  amountBelowPrevious: string;
  /** With `{max}`. @default 'A chain has at most {max} levels. Remove a level.' */
  tooManyLevels: string;
  /** After Save with mistakes. @default 'The chain was not saved. Correct the levels marked below and save again.' */
  invalid: string;
}

export const defaultApprovalChainEditorLabels: ApprovalChainEditorLabels = {
  title: 'Approval chain',
  description: 'A document goes through every level whose amount its grand total reaches, in order.',
  defaultNote:
    'Your company has not set up its own chain: the default chain applies. Change it and save to set up your own.',
  level: 'Level {level}',
  role: 'Approver role',
  minAmount: 'Applies from',
  minAmountDescription: 'Grand total from which this level approves.',
  moveUp: 'Move level {level} up',
  moveDown: 'Move level {level} down',
  remove: 'Remove',
  removeLevel: 'Remove level {level}',
  addLevel: 'Add level',
  maxLevels: 'A chain has at most {max} levels.',
  save: 'Save',
  saving: 'Saving…',
  discard: 'Discard changes',
  unsaved: 'Unsaved changes',
  useDefault: 'Use the default chain',
  useDefaultTitle: 'Use the default chain?',
  useDefaultText:
    "Your company's own levels are removed and the default chain applies. Documents already submitted keep their levels.",
  useDefaultConfirm: 'Use the default chain',
  cancel: 'Cancel',
  roleRequired: 'Choose the role that approves at this level.',
  roleRepeated:
    'This role already approves at level {level}. Choose another role: a role approves at one level of a chain.',
  amountRequired: 'Enter the amount from which this level applies.',
  amountInvalid: 'Enter the amount in dollars and cents, such as 1000.50.',
  amountNegative: 'The amount cannot be negative.',
  amountTooHigh: 'The amount cannot be more than {amount}.',
  amountBelowPrevious: 'The amount must be at least {amount}, the amount of level {level}.',
  tooManyLevels: 'A chain has at most {max} levels. Remove a level.',
  invalid: 'The chain was not saved. Correct the levels marked below and save again.',
};

export interface ApprovalChainEditorProps {
  /** The saved chain, levels in order. A new array (after a save or a reload) replaces the draft. */
  levels: readonly ApprovalChainEditorLevel[];
  /** The company has not set up its own chain and `levels` is the default one. @default false */
  isDefault?: boolean;
  /** The workflow roles a level may be given, in the order offered. */
  roles: readonly ApprovalChainRoleOption[];
  /** Save pressed on a valid chain: the levels numbered 1..n. */
  onSave: (levels: ApprovalChainEditorLevel[]) => void;
  /** 'Use the default chain' confirmed. Left out: the button is not shown. */
  onUseDefault?: () => void;
  /** A save is under way: Save shows it is pending and the fields are disabled. @default false */
  isSaving?: boolean;
  /** Why the last save failed (the server's message), shown above the buttons. */
  errorMessage?: string | null;
  /**
   * The server's field errors of the last failed save, per level of the chain that was saved: shown at that
   * level's role or amount (the level keeps them when moved) until the field is edited; a new object moves the
   * focus to the first of them. `chain` is shown above the buttons until the draft changes.
   */
  fieldErrors?: ApprovalChainEditorFieldErrors;
  /**
   * The chain rule's verdict on the draft as `onDraftChange` last gave it (or on `levels` before any change):
   * problems are shown at their level, and Save refuses an invalid draft. Left out: every complete draft may be saved.
   */
  validation?: ApprovalChainEditorValidation;
  /**
   * Every change of the draft (edit, add, remove, move, discard), amounts as decimal strings: the caller checks
   * it with its chain rule and passes the result back as `validation`. A new `levels` array resets the draft to
   * it without a call.
   */
  onDraftChange?: (levels: ApprovalChainDraftLevel[]) => void;
  /** At most this many levels: Add level stops there (or at the number of `roles`: a role approves at one level). */
  maxLevels: number;
  /**
   * The largest amount, a decimal string ("1000000000.00"): without `validation`, a larger one is refused at its
   * field (never capped). With `validation`, the caller's rule says it.
   */
  maxAmount?: string;
  /** The heading's level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Texts; partial overrides merge with the English defaults. */
  labels?: Partial<ApprovalChainEditorLabels>;
  /** Extra class on the editor. */
  className?: string;
}

function ArrowUpIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </IconBase>
  );
}

function ArrowDownIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M12 5v14M19 12l-7 7-7-7" />
    </IconBase>
  );
}

function amountMessage(problem: ApprovalChainEditorAmountProblem, labels: ApprovalChainEditorLabels): string {
  switch (problem.kind) {
    case 'amountRequired':
      return labels.amountRequired;
    case 'amountInvalid':
      return labels.amountInvalid;
    case 'amountNegative':
      return labels.amountNegative;
    case 'amountTooHigh':
      return fillTemplate(labels.amountTooHigh, { amount: formatMoney(problem.max) });
    case 'amountBelowPrevious':
      return fillTemplate(labels.amountBelowPrevious, {
        amount: formatMoney(problem.previousAmount),
        level: problem.previousLevel,
      });
  }
}

function roleMessage(
  problem: NonNullable<ApprovalChainEditorLevelProblems['role']>,
  labels: ApprovalChainEditorLabels,
): string {
  return problem.kind === 'roleRequired'
    ? labels.roleRequired
    : fillTemplate(labels.roleRepeated, { level: problem.level });
}

/**
 * What the editor itself can tell of a typed amount, for a caller without a chain rule (`validation` left out):
 * empty, not an amount, or above `maxAmount`.
 */
function ownAmountProblem(
  text: string,
  maxAmount: string | undefined,
): ApprovalChainEditorAmountProblem | null {
  if (text.trim() === '') return { kind: 'amountRequired' };
  const amount = parseAmount(text);
  if (amount === undefined) return { kind: 'amountInvalid' };
  if (amount.startsWith('-')) return { kind: 'amountNegative' };
  if (maxAmount !== undefined && compareAmounts(amount, maxAmount) > 0)
    return { kind: 'amountTooHigh', max: maxAmount };
  return null;
}

/** Where focus goes after a change that removes or moves the focused control. */
type FocusRequest =
  | { rowId: string; target: 'up' | 'down' | 'role' }
  | { rowId: null; target: 'add' | 'save' };

/**
 * Edits a company's approval chain for one document type: ordered levels, each with a workflow role and the grand
 * total from which it applies; add (up to 5), remove, move up and down, discard, go back to the default chain,
 * save. It holds the draft and draws the problems the caller's chain rule finds in it (`validation`, computed
 * from `onDraftChange`), and shows the server's message when a save fails; the rule, the saved chain, saving and
 * its outcome are the caller's.
 */
export function ApprovalChainEditor({
  levels,
  isDefault = false,
  roles,
  onSave,
  onUseDefault,
  isSaving = false,
  errorMessage,
  fieldErrors,
  validation,
  onDraftChange,
  maxLevels,
  maxAmount,
  headingLevel = 2,
  labels: overrides,
  className,
}: ApprovalChainEditorProps) {
  const labels = { ...defaultApprovalChainEditorLabels, ...overrides };
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);
  const newId = () => {
    nextId.current += 1;
    return `level-${nextId.current}`;
  };
  const toDraft = (saved: readonly ApprovalChainEditorLevel[]): DraftLevel[] =>
    [...saved]
      .sort((a, b) => a.level - b.level)
      .map((entry) => ({ id: newId(), roleType: entry.roleType, minAmount: formatMoney(entry.minAmount) }));

  const [source, setSource] = useState(levels);
  const [draft, setDraft] = useState<DraftLevel[]>(() => toDraft(levels));
  const [attempted, setAttempted] = useState(false);
  const [confirmingDefault, setConfirmingDefault] = useState(false);
  const focusRequest = useRef<FocusRequest | null>(null);
  // A new saved chain (saved, reloaded, reset) replaces the draft.
  if (source !== levels) {
    setSource(levels);
    setDraft(toDraft(levels));
    setAttempted(false);
  }
  // The server's word on the levels of a failed save, kept with the rows it is about (by their id), so a move
  // keeps it with its level and a removal drops it.
  const [serverErrors, setServerErrors] = useState<{
    of?: ApprovalChainEditorFieldErrors;
    rows: ReadonlyMap<string, ApprovalChainEditorLevelErrors>;
    chain?: string;
  }>({ rows: new Map() });
  if (serverErrors.of !== fieldErrors) {
    const rows = new Map<string, ApprovalChainEditorLevelErrors>();
    fieldErrors?.levels?.forEach((errors, index) => {
      const row = draft[index];
      if (row && errors && (errors.role || errors.amount)) rows.set(row.id, { ...errors });
    });
    setServerErrors({ of: fieldErrors, rows, chain: fieldErrors?.chain });
  }
  const clearServerError = (id: string, field: keyof ApprovalChainEditorLevelErrors) =>
    setServerErrors((current) => {
      const row = current.rows.get(id);
      if (!row?.[field]) return current;
      const rows = new Map(current.rows);
      rows.set(id, { ...row, [field]: undefined });
      return { ...current, rows };
    });

  // Whatever the caller's rule says, a level without a role or an amount cannot become a saved level.
  const complete = draft.every(
    (entry) =>
      entry.roleType !== null &&
      (validation !== undefined || ownAmountProblem(entry.minAmount, maxAmount) === null),
  );
  const valid = complete && (validation?.valid ?? true);
  const changed = isChainChanged(draft, levels);
  // A role approves at one level: a chain holding every role is full.
  const levelLimit = Math.min(maxLevels, roles.length);
  const full = draft.length >= levelLimit;

  useEffect(() => {
    const request = focusRequest.current;
    if (!request || !rootRef.current) return;
    focusRequest.current = null;
    const root = rootRef.current;
    if (request.rowId === null) {
      root.querySelector<HTMLElement>(`[data-chain-action="${request.target}"]`)?.focus();
      return;
    }
    const row = root.querySelector(`[data-chain-row="${request.rowId}"]`);
    if (!row) return;
    if (request.target === 'role') {
      row.querySelector<HTMLElement>('[data-chain-field="role"] button')?.focus();
      return;
    }
    // A level moved to the top or bottom can go no further that way: focus its other move button.
    const wanted = row.querySelector<HTMLButtonElement>(`[data-chain-action="${request.target}"]`);
    const other = row.querySelector<HTMLButtonElement>(
      `[data-chain-action="${request.target === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  // Only a new answer of the server moves the focus (to its first field error), not each render.
  useEffect(() => {
    if (!fieldErrors?.levels?.some((errors) => errors?.role || errors?.amount)) return;
    rootRef.current
      ?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], [data-chain-field="role"] [data-invalid] button',
      )
      ?.focus();
  }, [fieldErrors]);

  /** Every change of the draft goes through here, so the caller's rule sees it. */
  const changeDraft = (next: DraftLevel[]) => {
    setDraft(next);
    if (serverErrors.chain) setServerErrors((current) => ({ ...current, chain: undefined }));
    onDraftChange?.(toDraftLevels(next));
  };

  const update = (id: string, change: Partial<Omit<DraftLevel, 'id'>>) => {
    if ('roleType' in change) clearServerError(id, 'role');
    if ('minAmount' in change) clearServerError(id, 'amount');
    changeDraft(draft.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  };

  const move = (index: number, by: -1 | 1) => {
    const entry = draft[index];
    if (!entry) return;
    focusRequest.current = { rowId: entry.id, target: by === -1 ? 'up' : 'down' };
    changeDraft(moveLevel(draft, index, by));
  };

  const remove = (index: number) => {
    focusRequest.current = { rowId: null, target: 'add' };
    changeDraft(draft.filter((_, position) => position !== index));
  };

  const add = () => {
    if (full) return;
    const id = newId();
    focusRequest.current = { rowId: id, target: 'role' };
    changeDraft([...draft, { id, ...newLevel(draft, roles) }]);
  };

  const save = () => {
    if (isSaving) return;
    if (!valid) {
      setAttempted(true);
      const firstInvalid = rootRef.current?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], [data-chain-field="role"] [data-invalid] button',
      );
      firstInvalid?.focus();
      return;
    }
    setAttempted(false);
    onSave(toChainLevels(draft));
  };

  const discard = () => {
    // The Discard button goes away with the changes: the focus goes to Save.
    focusRequest.current = { rowId: null, target: 'save' };
    changeDraft(toDraft(levels));
    setAttempted(false);
  };

  const roleOptions = roles.map((role) => ({ id: role.roleType, label: role.name }));

  return (
    <div
      ref={rootRef}
      className={[styles.editor, className].filter(Boolean).join(' ')}
      aria-busy={isSaving || undefined}
    >
      <div className={styles.header}>
        {createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, labels.title)}
        <p className={styles.description}>{labels.description}</p>
      </div>
      {isDefault ? <InlineAlert tone="info">{labels.defaultNote}</InlineAlert> : null}

      <ol className={styles.list} aria-labelledby={titleId}>
        {draft.map((entry, index) => {
          const problems = validation?.levels[index];
          const server = serverErrors.rows.get(entry.id);
          // The chain rule's verdict first; else the server's word on the field.
          const roleError = problems?.role ? roleMessage(problems.role, labels) : server?.role;
          // Without the caller's rule, what the editor can tell of the typed text.
          const amountProblem =
            validation === undefined ? ownAmountProblem(entry.minAmount, maxAmount) : problems?.amount;
          const amountError = amountProblem ? amountMessage(amountProblem, labels) : server?.amount;
          const number = index + 1;
          return (
            <li key={entry.id} data-chain-row={entry.id}>
              <fieldset className={styles.level} disabled={isSaving}>
                <legend className={styles.levelNumber}>
                  {fillTemplate(labels.level, { level: number })}
                </legend>
                <div data-chain-field="role">
                  <Select
                    label={labels.role}
                    options={roleOptions}
                    selectedKey={entry.roleType}
                    onSelectionChange={(key) => {
                      if (key !== null) update(entry.id, { roleType: Number(key) });
                    }}
                    isRequired
                    isDisabled={isSaving}
                    isInvalid={Boolean(roleError)}
                    errorMessage={roleError ?? ''}
                    validationBehavior="aria"
                  />
                </div>
                {/*
                 * A text field that keeps exactly what was typed (issue 16): react-aria's NumberField dropped the
                 * characters its parser refused and capped the number, so '12,5' or a 17-digit amount became
                 * another amount without a word. A text that is no amount stays and is refused at the field; an
                 * amount is shown as money ('$12,500.00') when the field is left.
                 */}
                <TextField
                  label={labels.minAmount}
                  description={labels.minAmountDescription}
                  value={entry.minAmount}
                  inputMode="decimal"
                  autoComplete="off"
                  onChange={(text) => update(entry.id, { minAmount: text })}
                  onBlur={() => {
                    const amount = parseAmount(entry.minAmount);
                    const shown = amount === undefined ? entry.minAmount : formatMoney(amount);
                    if (shown !== entry.minAmount) update(entry.id, { minAmount: shown });
                  }}
                  isRequired
                  isDisabled={isSaving}
                  isInvalid={Boolean(amountError)}
                  errorMessage={amountError ?? ''}
                  validationBehavior="aria"
                />
                <div className={styles.levelActions}>
                  <IconButton
                    size="small"
                    aria-label={fillTemplate(labels.moveUp, { level: number })}
                    data-chain-action="up"
                    isDisabled={isSaving || index === 0}
                    onPress={() => move(index, -1)}
                  >
                    <ArrowUpIcon size={18} />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={fillTemplate(labels.moveDown, { level: number })}
                    data-chain-action="down"
                    isDisabled={isSaving || index === draft.length - 1}
                    onPress={() => move(index, 1)}
                  >
                    <ArrowDownIcon size={18} />
                  </IconButton>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={fillTemplate(labels.removeLevel, { level: number })}
                    isDisabled={isSaving || draft.length <= 1}
                    onPress={() => remove(index)}
                  >
                    {labels.remove}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>

      {validation?.tooManyLevels ? (
        <InlineAlert tone="error">{fillTemplate(labels.tooManyLevels, { max: maxLevels })}</InlineAlert>
      ) : null}
      {attempted && !valid ? <InlineAlert tone="error">{labels.invalid}</InlineAlert> : null}
      {serverErrors.chain ? <InlineAlert tone="error">{serverErrors.chain}</InlineAlert> : null}
      {errorMessage ? <InlineAlert tone="error">{errorMessage}</InlineAlert> : null}

      <div className={styles.actions}>
        <Button variant="secondary" data-chain-action="add" isDisabled={isSaving || full} onPress={add}>
          {labels.addLevel}
        </Button>
        {full ? <p className={styles.muted}>{fillTemplate(labels.maxLevels, { max: levelLimit })}</p> : null}
        {onUseDefault && !isDefault ? (
          <Button variant="ghost" isDisabled={isSaving} onPress={() => setConfirmingDefault(true)}>
            {labels.useDefault}
          </Button>
        ) : null}
        <div className={styles.saveGroup}>
          {changed ? <p className={styles.muted}>{labels.unsaved}</p> : null}
          {changed ? (
            <Button variant="ghost" isDisabled={isSaving} onPress={discard}>
              {labels.discard}
            </Button>
          ) : null}
          <Button variant="primary" data-chain-action="save" isPending={isSaving} onPress={save}>
            {isSaving ? labels.saving : labels.save}
          </Button>
        </div>
      </div>

      {onUseDefault ? (
        <Modal
          isOpen={confirmingDefault}
          onOpenChange={setConfirmingDefault}
          title={labels.useDefaultTitle}
          size="small"
          footer={
            <div className={styles.dialogFooter}>
              <Button variant="secondary" onPress={() => setConfirmingDefault(false)}>
                {labels.cancel}
              </Button>
              <Button
                variant="primary"
                onPress={() => {
                  setConfirmingDefault(false);
                  onUseDefault();
                }}
              >
                {labels.useDefaultConfirm}
              </Button>
            </div>
          }
        >
          <p>{labels.useDefaultText}</p>
        </Modal>
      ) : null}
    </div>
  );
}
