import type { CurrentManufacturer, MaintenanceContractSummary } from '@b2b-portal/api';
import { Button, DataTable, type DataTableColumn, formatDateTime } from '@b2b-portal/ui';
import { t } from '../../services/messages/manualContract';
import * as styles from './manualContract.css';

/** MM/DD/YYYY (002 §9) of a calendar day. */
export const calendarDay = (day: string | null) =>
  day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '';

export interface CurrentManufacturersProps {
  manufacturers: readonly CurrentManufacturer[];
  /** The manufacturer whose contracts are shown under the table, with them (null: none shown). */
  shown: { manufacturer: CurrentManufacturer; contracts: readonly MaintenanceContractSummary[] } | null;
  onShow: (manufacturer: CurrentManufacturer | null) => void;
  onDelete: (manufacturer: CurrentManufacturer) => void;
  /** A delete or an upload is under way: the actions wait. */
  busy?: boolean;
}

const contractColumns: DataTableColumn<MaintenanceContractSummary>[] = [
  {
    id: 'number',
    name: t('ManualContract.Column.ContractNumber'),
    isRowHeader: true,
    noWrap: true,
    render: (contract) => contract.contractNumber,
  },
  { id: 'type', name: t('ManualContract.Column.ContractType'), render: (contract) => contract.contractType },
  { id: 'erp', name: t('ManualContract.ErpAccount'), render: (contract) => contract.erpAccountNumber },
  {
    id: 'start',
    name: t('ManualContract.Column.Start'),
    render: (contract) => calendarDay(contract.startDate),
  },
  { id: 'end', name: t('ManualContract.Column.End'), render: (contract) => calendarDay(contract.endDate) },
  {
    id: 'devices',
    name: t('ManualContract.Column.Devices'),
    align: 'end',
    render: (contract) => contract.deviceCount,
  },
];

/**
 * The manufacturers with uploaded contracts (listCurrentManufacturers): their contracts and devices, ERP account
 * numbers and last upload, a button showing their contracts (getMaintenanceContracts) and one deleting them
 * (deleteManufacturerContracts, after the page's confirmation).
 */
export function CurrentManufacturers({
  manufacturers,
  shown,
  onShow,
  onDelete,
  busy = false,
}: CurrentManufacturersProps) {
  const columns: DataTableColumn<CurrentManufacturer>[] = [
    {
      id: 'name',
      name: t('ManualContract.Column.Manufacturer'),
      isRowHeader: true,
      render: (manufacturer) => manufacturer.name,
    },
    { id: 'contracts', name: t('ManualContract.Column.Contracts'), align: 'end', render: (m) => m.contracts },
    { id: 'devices', name: t('ManualContract.Column.Devices'), align: 'end', render: (m) => m.devices },
    {
      id: 'erp',
      name: t('ManualContract.Column.ErpAccounts'),
      render: (m) => m.erpAccountNumbers.join(', '),
    },
    {
      id: 'last',
      name: t('ManualContract.Column.LastUpload'),
      render: (m) => formatDateTime(m.lastUploadedAt),
    },
    {
      id: 'actions',
      name: t('ManualContract.Column.Actions'),
      render: (manufacturer) => {
        const open = shown?.manufacturer.id === manufacturer.id;
        return (
          <span className={styles.actions}>
            <Button
              variant="secondary"
              size="small"
              aria-expanded={open}
              onPress={() => onShow(open ? null : manufacturer)}
            >
              {t(open ? 'ManualContract.HideContracts' : 'ManualContract.ViewContracts', {
                manufacturer: manufacturer.name,
              })}
            </Button>
            <Button variant="danger" size="small" isDisabled={busy} onPress={() => onDelete(manufacturer)}>
              {t('ManualContract.Delete', { manufacturer: manufacturer.name })}
            </Button>
          </span>
        );
      },
    },
  ];
  return (
    <section aria-labelledby="manual-contract-current" className={styles.section}>
      <h2 id="manual-contract-current" className={styles.heading}>
        {t('ManualContract.CurrentTitle')}
      </h2>
      <DataTable
        aria-label={t('ManualContract.CurrentTitle')}
        columns={columns}
        rows={manufacturers}
        getRowId={(manufacturer) => manufacturer.id}
        labels={{ empty: t('ManualContract.CurrentEmpty') }}
      />
      {shown ? (
        <>
          <h3 id="manual-contract-contracts" className={styles.heading}>
            {t('ManualContract.ContractsOf', { manufacturer: shown.manufacturer.name })}
          </h3>
          <DataTable
            aria-label={t('ManualContract.ContractsOf', { manufacturer: shown.manufacturer.name })}
            columns={contractColumns}
            rows={shown.contracts}
            getRowId={(contract) => contract.id}
            labels={{ empty: t('Global.NoRecordsFound') }}
          />
        </>
      ) : null}
    </section>
  );
}
