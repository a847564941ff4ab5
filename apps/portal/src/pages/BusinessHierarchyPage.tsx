import type {
  BusinessData,
  BusinessUnitSettingBody,
  BusinessUnitType,
  BusinessUnitTypeUpsertBody,
  SetBusinessUnitSpendingLimitBody,
} from '@b2b-portal/api';
import { BUSINESS_UNIT_LIMITS, EMPTY_GUID } from '@b2b-portal/api';
import { Button, Checkbox, Form, InlineAlert, Spinner, TextField } from '@b2b-portal/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PageProps } from '../app/PageProps';
import { useNoticeFocus } from '../app/useNoticeFocus';
import { useResource } from '../app/useResource';
import { useContractForm } from '../forms/useContractForm';
import { api } from '../services/api';
import { businessUnitEndpoints } from '../services/endpoints';
import { t } from '../services/messages/businessUnits';
import { problemMessage } from '../services/problems';
import * as styles from './businessHierarchy.css';
import * as pageStyles from './pages.css';

/**
 * The units' tree (ui Tree with its menus) and its dialogs: a chunk of their own, loaded beside the hierarchy's
 * data (the import starts when the page mounts), drawn when both are there.
 */
const loadUnitsSection = () => import('./businessHierarchy/UnitsSection');
const UnitsSection = lazy(loadUnitsSection);
/** The units' spending limits (issue 18): a chunk of their own too, loaded with the tree. */
const loadSpendingSection = () => import('./businessHierarchy/UnitSpendingSection');
const UnitSpendingSection = lazy(loadSpendingSection);

const spendingServices = {
  load: (id: string, signal: AbortSignal) =>
    api.call(businessUnitEndpoints.getSpendingLimit, { query: { id }, signal, reportProblems: false }),
  save: (body: SetBusinessUnitSpendingLimitBody) =>
    api.call(businessUnitEndpoints.setSpendingLimit, { body, reportProblems: false }),
};

const loadSettingBody = () =>
  import('./businessHierarchy/schemas').then((module) => module.BusinessUnitSettingBody);
const loadTypeBody = () =>
  import('./businessHierarchy/schemas').then((module) => module.BusinessUnitTypeUpsertBody);

/**
 * /business-hierarchy (issue 18, `businessunits`), titled Document Categorization Hierarchy: the company's
 * setting (label, hierarchy name, required, active), its levels from the top down, and its units as a tree a
 * keyboard works (ui Tree): each row's Actions add a unit below it, rename, move or delete it. Every change is
 * one call; the page then reads the hierarchy again, so the tree shows what the server holds. Below the tree, a
 * unit's spending limits (per order, per month; issue 18).
 */
export default function BusinessHierarchyPage({ route }: PageProps) {
  useEffect(() => {
    loadUnitsSection().catch(() => undefined);
    loadSpendingSection().catch(() => undefined);
  }, []);
  const data = useResource(
    (signal) => api.call(businessUnitEndpoints.getBusinessData, { signal, reportProblems: false }),
    [],
  );
  const [notice, setNotice] = useState('');
  // The success of the setting's or a level's action takes the focus: the button pressed is disabled while the
  // call runs, and a renamed or deleted level's form is drawn anew, so the focus would drop to the page's body
  // (issue 18). A unit's dialog gives the focus back to its row itself.
  const noticeFocus = useNoticeFocus(notice);

  const changed = (message: string) => {
    setNotice(message);
    data.reload();
  };
  const changedHere = (message: string) => {
    noticeFocus.focusNext();
    changed(message);
  };
  /**
   * A new action of the setting or a level: the messages of the ones before it no longer hold, the page's success
   * and the levels' refusals (issue 18).
   */
  const [actions, setActions] = useState(0);
  const started = () => {
    setNotice('');
    setActions((count) => count + 1);
  };

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      <p className={pageStyles.lead}>{t('BusinessHierarchy.Lead')}</p>
      {notice ? (
        <div ref={noticeFocus.ref} tabIndex={-1} key={notice}>
          <InlineAlert tone="success">{notice}</InlineAlert>
        </div>
      ) : null}
      {data.status === 'failed' && !data.data ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" onPress={data.reload}>
              {t('BusinessHierarchy.Reload')}
            </Button>
          }
        >
          {problemMessage(data.error)}
        </InlineAlert>
      ) : !data.data ? (
        <Spinner label={t('Global.Loading')} />
      ) : (
        <>
          <SettingSection data={data.data} onStarted={started} onSaved={changedHere} />
          {data.data.setting ? (
            <>
              <LevelsSection data={data.data} actions={actions} onStarted={started} onChanged={changedHere} />
              <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
                <UnitsSection data={data.data} onChanged={changed} />
                <UnitSpendingSection data={data.data} services={spendingServices} onSaved={setNotice} />
              </Suspense>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function SettingSection({
  data,
  onStarted,
  onSaved,
}: {
  data: BusinessData;
  onStarted: () => void;
  onSaved: (message: string) => void;
}) {
  const setting = data.setting;
  const [values, setValues] = useState<BusinessUnitSettingBody>({
    label: setting?.label ?? '',
    hierarchyName: setting?.hierarchyName ?? '',
    isRequired: setting?.isRequired ?? false,
    active: setting?.active ?? true,
  });
  const form = useContractForm(loadSettingBody, values, {
    send: (body) =>
      setting
        ? api.call(businessUnitEndpoints.updateBusinessUnitSetting, { body, reportProblems: false })
        : api.call(businessUnitEndpoints.createBusinessUnitSetting, { body, reportProblems: false }),
    onDone: () => onSaved(t('BusinessHierarchy.SettingSaved')),
  });
  const set = <K extends keyof BusinessUnitSettingBody>(field: K, value: BusinessUnitSettingBody[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  };
  return (
    <section className={styles.section} aria-labelledby="hierarchy-setting">
      <h2 id="hierarchy-setting" className={styles.sectionTitle}>
        {t('BusinessHierarchy.SettingTitle')}
      </h2>
      {setting ? null : <p className={styles.note}>{t('BusinessHierarchy.NoSetting')}</p>}
      <Form
        aria-labelledby="hierarchy-setting"
        error={form.error}
        refusals={form.refusals}
        onSubmit={(event) => {
          onStarted();
          void form.submit(event);
        }}
        className={styles.fields}
      >
        <TextField
          label={t('BusinessHierarchy.HierarchyName')}
          isRequired
          value={values.hierarchyName}
          onChange={(value) => set('hierarchyName', value)}
          maxLength={BUSINESS_UNIT_LIMITS.hierarchyName.max}
          isInvalid={Boolean(form.fieldErrors.hierarchyName)}
          errorMessage={form.fieldErrors.hierarchyName}
        />
        <TextField
          label={t('BusinessHierarchy.Label')}
          description={t('BusinessHierarchy.LabelHelp')}
          isRequired
          value={values.label}
          onChange={(value) => set('label', value)}
          maxLength={BUSINESS_UNIT_LIMITS.label.max}
          isInvalid={Boolean(form.fieldErrors.label)}
          errorMessage={form.fieldErrors.label}
        />
        <Checkbox isSelected={values.isRequired} onChange={(value) => set('isRequired', value)}>
          {t('BusinessHierarchy.IsRequired')}
        </Checkbox>
        <Checkbox isSelected={values.active} onChange={(value) => set('active', value)}>
          {t('BusinessHierarchy.Active')}
        </Checkbox>
        <div>
          <Button type="submit" isPending={form.busy}>
            {t('BusinessHierarchy.SaveSetting')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

interface LevelActions {
  /** How many actions of the setting and the levels started: one of another form clears this one's messages. */
  actions: number;
  /** An action starts: the page's last success message and the other levels' messages go. */
  onStarted: () => void;
  onChanged: (message: string) => void;
}

function LevelsSection({ data, ...handlers }: { data: BusinessData } & LevelActions) {
  return (
    <section className={styles.section} aria-labelledby="hierarchy-levels">
      <h2 id="hierarchy-levels" className={styles.sectionTitle}>
        {t('BusinessHierarchy.LevelsTitle')}
      </h2>
      <p className={styles.note}>{t('BusinessHierarchy.LevelsLead')}</p>
      <ol className={styles.levels}>
        {data.levels.map((level) => (
          <li key={`${level.id}:${level.name}`}>
            <LevelForm level={level} {...handlers} />
          </li>
        ))}
      </ol>
      <LevelForm level={null} {...handlers} />
    </section>
  );
}

/**
 * One level's name with Rename and Delete, or (level null) the new level's name with Add level. Each action's
 * message replaces the ones before it: a rename clears a refused delete's reason and the other way round, and
 * either clears the page's last success (issue 18).
 */
function LevelForm({
  level,
  actions,
  onStarted,
  onChanged,
}: { level: BusinessUnitType | null } & LevelActions) {
  const [name, setName] = useState(level?.name ?? '');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const body: BusinessUnitTypeUpsertBody = { id: level?.id ?? EMPTY_GUID, name };
  const form = useContractForm(loadTypeBody, body, {
    send: (checked) =>
      api.call(businessUnitEndpoints.upsertBusinessUnitType, { body: checked, reportProblems: false }),
    onDone: (saved) => {
      if (!level) setName('');
      onChanged(t('BusinessHierarchy.LevelSaved', { name: saved.name }));
    },
    // Another level's name: the name field is marked with why and takes the focus, as any refused name.
    problemFields: { BusinessUnitLevelNameTaken: 'name' },
  });
  // A refusal with no field to mark (the server's reason, e.g. not allowed) focuses its message: the pressed
  // button was disabled while the call ran and the focus would stay on the page's body (issue 18). A refusal of the
  // name itself focuses the field (ui Form).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.refusals === 0) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.getAttribute('aria-invalid') === 'true') return;
    const alert = formRef.current?.querySelector<HTMLElement>('[role="alert"]');
    if (!alert) return;
    alert.tabIndex = -1;
    alert.focus();
  }, [form.refusals]);
  // Another form's action started: this one's refusal is an older message.
  const startedHere = useRef(false);
  const { edited } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another action starts, not when `edited` is new
  useEffect(() => {
    if (startedHere.current) {
      startedHere.current = false;
      return;
    }
    if (actions === 0) return;
    edited('name');
    setDeleteError(null);
  }, [actions]);
  const start = () => {
    startedHere.current = true;
    onStarted();
    setDeleteError(null);
  };
  const remove = async () => {
    if (!level) return;
    start();
    form.edited('name');
    try {
      await api.call(businessUnitEndpoints.deleteBusinessUnitType, {
        query: { id: level.id },
        reportProblems: false,
      });
      onChanged(t('BusinessHierarchy.LevelDeleted', { name: level.name }));
    } catch (failure) {
      setDeleteError(problemMessage(failure));
    }
  };
  const label = level
    ? t('BusinessHierarchy.LevelName', { level: level.level })
    : t('BusinessHierarchy.NewLevel');
  return (
    <Form
      ref={formRef}
      aria-label={label}
      error={form.error ?? deleteError}
      refusals={form.refusals}
      onSubmit={(event) => {
        start();
        void form.submit(event);
      }}
    >
      <div className={styles.levelRow}>
        <TextField
          label={label}
          isRequired
          value={name}
          onChange={(value) => {
            setName(value);
            form.edited('name');
            setDeleteError(null);
          }}
          maxLength={BUSINESS_UNIT_LIMITS.levelName.max}
          isInvalid={Boolean(form.fieldErrors.name)}
          errorMessage={form.fieldErrors.name}
        />
        <Button type="submit" variant={level ? 'secondary' : 'primary'} isPending={form.busy}>
          {level ? t('BusinessHierarchy.RenameLevel') : t('BusinessHierarchy.AddLevel')}
        </Button>
        {level ? (
          <Button
            variant="secondary"
            aria-label={t('BusinessHierarchy.DeleteLevel', { name: level.name })}
            onPress={() => void remove()}
          >
            {t('BusinessHierarchy.Delete')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
