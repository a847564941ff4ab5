import type { BusinessData, BusinessUnitEntry, BusinessUnitUpsertBody } from '@b2b-portal/api';
import { BUSINESS_UNIT_LIMITS, EMPTY_GUID } from '@b2b-portal/api';
import { Button, Checkbox, Form, InlineAlert, Modal, Select, TextField } from '@b2b-portal/ui';
import { useState } from 'react';
import { useContractForm } from '../../forms/useContractForm';
import { api } from '../../services/api';
import { businessUnitEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/businessUnits';
import { problemMessage } from '../../services/problems';
import * as styles from '../businessHierarchy.css';
import { childLevel, moveTargets, pathOf } from './hierarchy';

/** What a row's Actions (or Add top-level unit) asked for. `add` with no unit adds at the top. */
export type UnitAction =
  | { kind: 'add'; unit: BusinessUnitEntry | null }
  | { kind: 'edit'; unit: BusinessUnitEntry }
  | { kind: 'move'; unit: BusinessUnitEntry }
  | { kind: 'delete'; unit: BusinessUnitEntry };

const loadUnitBody = () => import('./schemas').then((module) => module.BusinessUnitUpsertBody);

/** The dialog of one action on a unit: add below, rename (and mark active), move, or delete after a question. */
export function UnitDialog({
  data,
  action,
  onClose,
  onDone,
}: {
  data: BusinessData;
  action: UnitAction;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  if (action.kind === 'delete') return <DeleteUnit unit={action.unit} onClose={onClose} onDone={onDone} />;
  return <EditUnit data={data} action={action} onClose={onClose} onDone={onDone} />;
}

function EditUnit({
  data,
  action,
  onClose,
  onDone,
}: {
  data: BusinessData;
  action: Exclude<UnitAction, { kind: 'delete' }>;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const unit = action.kind === 'add' ? null : action.unit;
  const level = action.kind === 'add' ? childLevel(data, action.unit) : null;
  const targets = action.kind === 'move' ? moveTargets(data, action.unit) : [];
  const [name, setName] = useState(unit?.name ?? '');
  const [active, setActive] = useState(unit?.active ?? true);
  const [parentID, setParentID] = useState<string>(() => {
    if (action.kind === 'add') return action.unit?.id ?? EMPTY_GUID;
    if (action.kind === 'move') {
      const first = targets[0];
      return first === undefined ? '' : (first?.id ?? EMPTY_GUID);
    }
    return action.unit.parentID ?? EMPTY_GUID;
  });
  const body: BusinessUnitUpsertBody = {
    id: unit?.id ?? EMPTY_GUID,
    name,
    typeID: unit?.typeID ?? level?.id ?? '',
    parentID,
    active,
  };
  const form = useContractForm(loadUnitBody, body, {
    send: (checked) =>
      api.call(businessUnitEndpoints.upsertBusinessUnit, { body: checked, reportProblems: false }),
    onDone: (saved) => onDone(t('BusinessHierarchy.UnitSaved', { name: saved.name })),
    // A sibling's name: the name field is marked with why and takes the focus, as any refused name.
    problemFields: { BusinessUnitNameTaken: 'name' },
  });
  const title =
    action.kind === 'add'
      ? action.unit
        ? t('BusinessHierarchy.NewUnitTitle', { parent: action.unit.name })
        : t('BusinessHierarchy.NewTopUnitTitle')
      : action.kind === 'move'
        ? t('BusinessHierarchy.MoveTitle', { name: action.unit.name })
        : t('BusinessHierarchy.RenameTitle', { name: action.unit.name });
  // Nowhere to go: no level below the parent for a new unit, or no unit one level up for a move.
  const blocked = (action.kind === 'add' && !level) || (action.kind === 'move' && targets.length === 0);

  return (
    <Modal isOpen onOpenChange={(open) => (open ? null : onClose())} title={title}>
      {blocked ? (
        <div className={styles.section}>
          <InlineAlert tone="info">
            {action.kind === 'add'
              ? t('BusinessHierarchy.NoLevels')
              : t('BusinessUnit.LevelMismatch', {
                  level: data.levels.find((entry) => entry.id === action.unit?.typeID)?.name ?? '',
                })}
          </InlineAlert>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose} autoFocus>
              {t('BusinessHierarchy.Cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Form aria-label={title} error={form.error} refusals={form.refusals} onSubmit={form.submit}>
          <div className={styles.section}>
            {action.kind === 'move' ? (
              <Select
                label={t('BusinessHierarchy.NewParent')}
                isRequired
                options={targets.map((target) => ({
                  id: target?.id ?? EMPTY_GUID,
                  label: target ? pathOf(data, target) : t('BusinessHierarchy.TopLevel'),
                }))}
                selectedKey={parentID}
                onSelectionChange={(key) => {
                  setParentID(String(key));
                  form.edited('parentID');
                }}
                isInvalid={Boolean(form.fieldErrors.parentID ?? form.fieldErrors.typeID)}
                errorMessage={form.fieldErrors.parentID ?? form.fieldErrors.typeID}
              />
            ) : (
              <>
                <TextField
                  label={t('BusinessHierarchy.UnitName')}
                  isRequired
                  autoFocus
                  value={name}
                  onChange={(value) => {
                    setName(value);
                    form.edited('name');
                  }}
                  maxLength={BUSINESS_UNIT_LIMITS.unitName.max}
                  isInvalid={Boolean(form.fieldErrors.name)}
                  errorMessage={form.fieldErrors.name}
                  description={level ? `${t('BusinessHierarchy.UnitLevel')}: ${level.name}` : undefined}
                />
                {unit ? (
                  <Checkbox isSelected={active} onChange={setActive}>
                    {t('BusinessHierarchy.Active')}
                  </Checkbox>
                ) : null}
              </>
            )}
            <div className={styles.actions}>
              <Button variant="secondary" onPress={onClose}>
                {t('BusinessHierarchy.Cancel')}
              </Button>
              <Button type="submit" isPending={form.busy}>
                {action.kind === 'move' ? t('BusinessHierarchy.Move') : t('BusinessHierarchy.Save')}
              </Button>
            </div>
          </div>
        </Form>
      )}
    </Modal>
  );
}

function DeleteUnit({
  unit,
  onClose,
  onDone,
}: {
  unit: BusinessUnitEntry;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.call(businessUnitEndpoints.deleteBusinessUnit, {
        query: { id: unit.id },
        reportProblems: false,
      });
      onDone(t('BusinessHierarchy.UnitDeleted', { name: unit.name }));
    } catch (failure) {
      setError(problemMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('BusinessHierarchy.DeleteTitle', { name: unit.name })}
      size="small"
    >
      <div className={styles.section}>
        {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        <p>{t('BusinessHierarchy.DeleteConfirm', { name: unit.name })}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose} autoFocus>
            {t('BusinessHierarchy.Cancel')}
          </Button>
          <Button variant="danger" onPress={() => void remove()} isPending={busy}>
            {t('BusinessHierarchy.Delete')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
