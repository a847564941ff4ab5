import type {
  BusinessData,
  BusinessUnitSpendingLimit,
  SetBusinessUnitSpendingLimitBody,
} from '@b2b-portal/api';
import { Button, Form, formatMoney, InlineAlert, Select, Spinner, TextField } from '@b2b-portal/ui';
import { useEffect, useState } from 'react';
import { useResource } from '../../app/useResource';
import { useContractForm } from '../../forms/useContractForm';
import { t } from '../../services/messages/businessUnits';
import { problemMessage } from '../../services/problems';
import * as styles from '../businessHierarchy.css';
import { flattenUnits, pathOf } from './hierarchy';

/** The calls the section makes: a unit's limits, and setting them (BusinessUnit/getSpendingLimit, setSpendingLimit). */
export interface UnitSpendingServices {
  load: (unitId: string, signal: AbortSignal) => Promise<BusinessUnitSpendingLimit>;
  save: (body: SetBusinessUnitSpendingLimitBody) => Promise<BusinessUnitSpendingLimit>;
}

const loadLimitBody = () => import('./schemas').then((module) => module.SetBusinessUnitSpendingLimitBody);

/**
 * The spending limits of a unit (issue 18, beyond the documents) on /business-hierarchy: choose a unit, then its
 * limit per order and budget per month (each empty for none), with what the orders of the unit and the units
 * below it came to this month. An order filed under the unit or a unit below it that is above a limit goes for
 * approval as a requisition.
 */
export default function UnitSpendingSection({
  data,
  services,
  onSaved,
}: {
  data: BusinessData;
  services: UnitSpendingServices;
  onSaved: (message: string) => void;
}) {
  const units = flattenUnits(data.units);
  const [unitId, setUnitId] = useState(units[0]?.id ?? '');
  const unit = units.find((entry) => entry.id === unitId);
  const limit = useResource(
    (signal) => (unitId ? services.load(unitId, signal) : Promise.resolve(null)),
    [unitId],
  );
  if (units.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="hierarchy-spending">
      <h2 id="hierarchy-spending" className={styles.sectionTitle}>
        {t('BusinessHierarchy.SpendingTitle')}
      </h2>
      <p className={styles.note}>{t('BusinessHierarchy.SpendingLead')}</p>
      <Select
        label={t('BusinessHierarchy.SpendingUnit')}
        options={units.map((entry) => ({
          id: entry.id,
          label: entry.active
            ? pathOf(data, entry)
            : t('BusinessHierarchy.Inactive', { name: pathOf(data, entry) }),
        }))}
        selectedKey={unitId}
        onSelectionChange={(key) => setUnitId(String(key))}
      />
      {limit.status === 'failed' ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" onPress={limit.reload}>
              {t('BusinessHierarchy.Reload')}
            </Button>
          }
        >
          {problemMessage(limit.error)}
        </InlineAlert>
      ) : limit.status === 'loading' || !limit.data || !unit ? (
        <Spinner label={t('Global.Loading')} />
      ) : (
        <LimitForm
          key={limit.data.unitId}
          name={unit.name}
          limit={limit.data}
          save={services.save}
          onSaved={(answer) => {
            limit.replace(answer);
            onSaved(t('BusinessHierarchy.SpendingSaved', { name: unit.name }));
          }}
        />
      )}
    </section>
  );
}

function LimitForm({
  name,
  limit,
  save,
  onSaved,
}: {
  name: string;
  limit: BusinessUnitSpendingLimit;
  save: UnitSpendingServices['save'];
  onSaved: (answer: BusinessUnitSpendingLimit) => void;
}) {
  const [orderLimit, setOrderLimit] = useState(limit.orderLimit ?? '');
  const [monthlyBudget, setMonthlyBudget] = useState(limit.monthlyBudget ?? '');
  useEffect(() => {
    setOrderLimit(limit.orderLimit ?? '');
    setMonthlyBudget(limit.monthlyBudget ?? '');
  }, [limit]);
  // Empty is none; anything else is the contract's amount (two decimals at most, above zero).
  const noneIfBlank = (value: string) => (value.trim() === '' ? null : value.trim());
  const form = useContractForm(
    loadLimitBody,
    { id: limit.unitId, orderLimit: noneIfBlank(orderLimit), monthlyBudget: noneIfBlank(monthlyBudget) },
    { send: save, onDone: onSaved, invalidMessage: t('BusinessHierarchy.LimitInvalid') },
  );
  const title = t('BusinessHierarchy.SpendingFormTitle', { name });
  return (
    <Form aria-label={title} error={form.error} refusals={form.refusals} onSubmit={form.submit}>
      <div className={styles.section}>
        <TextField
          label={t('BusinessHierarchy.OrderLimit')}
          description={t('BusinessHierarchy.LimitHelp')}
          inputMode="decimal"
          value={orderLimit}
          onChange={(value) => {
            setOrderLimit(value);
            form.edited('orderLimit');
          }}
          isInvalid={Boolean(form.fieldErrors.orderLimit)}
          errorMessage={form.fieldErrors.orderLimit}
        />
        <TextField
          label={t('BusinessHierarchy.MonthlyBudget')}
          description={t('BusinessHierarchy.LimitHelp')}
          inputMode="decimal"
          value={monthlyBudget}
          onChange={(value) => {
            setMonthlyBudget(value);
            form.edited('monthlyBudget');
          }}
          isInvalid={Boolean(form.fieldErrors.monthlyBudget)}
          errorMessage={form.fieldErrors.monthlyBudget}
        />
        <p>{t('BusinessHierarchy.SpentThisMonth', { name, amount: formatMoney(limit.spentThisMonth) })}</p>
        <div className={styles.actions}>
          <Button type="submit" isPending={form.busy}>
            {t('BusinessHierarchy.SaveSpending')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
