import type { BusinessData, BusinessUnitEntry } from '@b2b-portal/api';
import { Button, Spinner, Tree, type TreeNode } from '@b2b-portal/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { t } from '../../services/messages/businessUnits';
import * as styles from '../businessHierarchy.css';
import { flattenUnits } from './hierarchy';
import type { UnitAction } from './UnitDialog';

/** The unit dialogs (a modal, a select) load when an action is chosen: no part of the tree's first paint. */
const UnitDialog = lazy(() => import('./UnitDialog').then((module) => ({ default: module.UnitDialog })));

/**
 * The units of /business-hierarchy as a tree a keyboard works (ui Tree): each row's Actions add a unit below it,
 * rename, move or delete it, each in its dialog; Add top-level unit above the tree.
 */
export default function UnitsSection({
  data,
  onChanged,
}: {
  data: BusinessData;
  onChanged: (message: string) => void;
}) {
  const [action, setAction] = useState<UnitAction | null>(null);
  const byId = useMemo(() => new Map(flattenUnits(data.units).map((unit) => [unit.id, unit])), [data]);
  const items = useMemo(() => {
    const toNode = (unit: BusinessUnitEntry): TreeNode => ({
      id: unit.id,
      name: unit.active ? unit.name : t('BusinessHierarchy.Inactive', { name: unit.name }),
      children: unit.children.map(toNode),
    });
    return data.units.map(toNode);
  }, [data]);
  const open = (kind: UnitAction['kind']) => (node: TreeNode) => {
    const unit = byId.get(String(node.id));
    if (unit) setAction({ kind, unit } as UnitAction);
  };
  return (
    <section className={styles.section} aria-labelledby="hierarchy-units">
      <h2 id="hierarchy-units" className={styles.sectionTitle}>
        {t('BusinessHierarchy.UnitsTitle')}
      </h2>
      <p className={styles.note}>{t('BusinessHierarchy.UnitsLead')}</p>
      {data.levels.length === 0 ? (
        <p className={styles.note}>{t('BusinessHierarchy.NoLevels')}</p>
      ) : (
        <div>
          <Button variant="secondary" onPress={() => setAction({ kind: 'add', unit: null })}>
            {t('BusinessHierarchy.AddTopUnit')}
          </Button>
        </div>
      )}
      {items.length === 0 ? (
        <p className={styles.note}>{t('BusinessHierarchy.NoUnits')}</p>
      ) : (
        <Tree
          aria-label={t('BusinessHierarchy.TreeLabel')}
          items={items}
          defaultExpandedKeys={data.units.map((unit) => unit.id)}
          isEditable
          onAddChild={(node) => {
            const unit = byId.get(String(node.id));
            if (unit) setAction({ kind: 'add', unit });
          }}
          onRename={open('edit')}
          onMove={open('move')}
          onDelete={open('delete')}
          labels={{
            // The tree fills in {name} itself.
            actionsFor: t('BusinessHierarchy.ActionsFor', { name: '{name}' }),
            actions: t('BusinessHierarchy.Actions'),
            rename: t('BusinessHierarchy.Rename'),
            addChild: t('BusinessHierarchy.AddChild'),
            move: t('BusinessHierarchy.Move'),
            delete: t('BusinessHierarchy.Delete'),
          }}
        />
      )}
      {action ? (
        <Suspense fallback={<Spinner label={t('Global.Loading')} />}>
          <UnitDialog
            data={data}
            action={action}
            onClose={() => setAction(null)}
            onDone={(message) => {
              setAction(null);
              onChanged(message);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
