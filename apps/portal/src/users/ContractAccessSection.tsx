import type { UserContractAccess } from '@b2b-portal/api';
import { Button, RadioGroup, Select } from '@b2b-portal/ui';
import { useRef, useState } from 'react';
import { t } from '../services/messages/contractAccess';
import * as styles from './users.css';

export interface ContractAccessChange {
  allContracts?: boolean;
  assign?: { manufacturerIds: string[]; contractIds: string[] };
  unassign?: { manufacturerIds: string[]; contractIds: string[] };
}

const none = { manufacturerIds: [], contractIds: [] };

/**
 * A user's maintenance contract access (002 §3, §6; issue 18 asks for it on the user's page): all the company's
 * contracts, or only the assigned manufacturers (all their contracts) and contracts. The assignments are kept
 * while the user has all contracts, and apply again when they go back to assigned ones.
 */
export function ContractAccessSection({
  access,
  canEdit,
  change,
  busy,
}: {
  access: UserContractAccess;
  canEdit: boolean;
  change: (change: ContractAccessChange) => Promise<boolean>;
  busy: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [maker, setMaker] = useState<string | null>(null);
  const [contract, setContract] = useState<string | null>(null);
  const removed = async (run: Promise<boolean>) => {
    // The button goes with the entry: the focus goes to the section's heading.
    if (await run) heading.current?.focus();
  };
  return (
    <section className={styles.section} aria-labelledby="user-contract-access">
      <h2 id="user-contract-access" className={styles.sectionTitle} ref={heading} tabIndex={-1}>
        {t('ContractAccess.Title')}
      </h2>
      {/* Named by the heading above: a label of the same words was read twice. */}
      <RadioGroup
        aria-labelledby="user-contract-access"
        options={[
          { value: 'all', label: t('ContractAccess.All') },
          { value: 'assigned', label: t('ContractAccess.Assigned') },
        ]}
        value={access.allContracts ? 'all' : 'assigned'}
        isDisabled={!canEdit}
        // Read-only, not disabled, while the change is saved: the radio just chosen keeps the keyboard focus.
        isReadOnly={busy}
        onChange={(value) => {
          if (!busy) change({ allContracts: value === 'all' });
        }}
      />
      <h3 className={styles.sectionTitle}>{t('ContractAccess.Manufacturers')}</h3>
      {access.assignedManufacturers.length === 0 ? <p>{t('ContractAccess.NoneAssigned')}</p> : null}
      <ul className={styles.roleList} aria-label={t('ContractAccess.Manufacturers')}>
        {access.assignedManufacturers.map((entry) => (
          <li key={entry.id} className={styles.roleItem}>
            <span>{entry.name}</span>
            {canEdit ? (
              <Button
                variant="secondary"
                size="small"
                aria-label={t('ContractAccess.Remove', { name: entry.name })}
                onPress={() =>
                  busy ? undefined : removed(change({ unassign: { ...none, manufacturerIds: [entry.id] } }))
                }
              >
                {t('ContractAccess.Remove', { name: '' }).trim()}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit && access.unassignedManufacturers.length > 0 ? (
        <div className={styles.row}>
          <Select
            label={t('ContractAccess.AddManufacturer')}
            placeholder={t('ContractAccess.ChooseManufacturer')}
            options={access.unassignedManufacturers.map((entry) => ({ id: entry.id, label: entry.name }))}
            selectedKey={maker}
            onSelectionChange={(key) => setMaker(key === null ? null : String(key))}
          />
          <Button
            onPress={async () => {
              if (maker && !busy && (await change({ assign: { ...none, manufacturerIds: [maker] } })))
                setMaker(null);
            }}
          >
            {t('ContractAccess.Assign')}
          </Button>
        </div>
      ) : null}
      <h3 className={styles.sectionTitle}>{t('ContractAccess.Contracts')}</h3>
      {access.assignedContracts.length === 0 ? <p>{t('ContractAccess.NoneAssigned')}</p> : null}
      <ul className={styles.roleList} aria-label={t('ContractAccess.Contracts')}>
        {access.assignedContracts.map((entry) => (
          <li key={entry.id} className={styles.roleItem}>
            <span>
              {entry.contractNumber} ({entry.manufacturerName}, {entry.contractType})
            </span>
            {canEdit ? (
              <Button
                variant="secondary"
                size="small"
                aria-label={t('ContractAccess.Remove', { name: entry.contractNumber })}
                onPress={() =>
                  busy ? undefined : removed(change({ unassign: { ...none, contractIds: [entry.id] } }))
                }
              >
                {t('ContractAccess.Remove', { name: '' }).trim()}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit && access.unassignedContracts.length > 0 ? (
        <div className={styles.row}>
          <Select
            label={t('ContractAccess.AddContract')}
            placeholder={t('ContractAccess.ChooseContract')}
            options={access.unassignedContracts.map((entry) => ({
              id: entry.id,
              label: `${entry.contractNumber} (${entry.manufacturerName})`,
            }))}
            selectedKey={contract}
            onSelectionChange={(key) => setContract(key === null ? null : String(key))}
          />
          <Button
            onPress={async () => {
              if (contract && !busy && (await change({ assign: { ...none, contractIds: [contract] } })))
                setContract(null);
            }}
          >
            {t('ContractAccess.Assign')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
