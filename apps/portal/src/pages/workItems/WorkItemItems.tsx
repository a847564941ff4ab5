import type { WorkItemContract, WorkItemItem, WorkItemProductPage } from '@b2b-portal/api';
import type { WorkItemItemKind } from '@b2b-portal/flows/rules';
import { Button, type DataTableColumn, SearchField } from '@b2b-portal/ui';
import { Suspense, useState } from 'react';
import type { RemovableRow } from '../../app/removeButtonFocus';
import { t } from '../../services/messages/workItems';
import { DataTable, Pagination } from './lazyTable';

type Kind = Exclude<WorkItemItemKind, 'none'>;

/** A device by its part and serial number, a contract by its number: as its Remove button and the notices say. */
export const itemName = (item: WorkItemItem) =>
  item.kind === 'device' ? `${item.partNumber} ${item.serialNumber}` : item.contractNumber;

/** The items in the order the table shows their Remove buttons, each named as its button is. */
export const removableItems = (items: readonly WorkItemItem[]): RemovableRow[] =>
  items.map((item) => ({ id: item.id, buttonName: t('WorkItem.RemoveItem', { name: itemName(item) }) }));

export interface WorkItemItemsProps {
  kind: Kind;
  items: readonly WorkItemItem[];
  viewOnly: boolean;
  /** A change of the items is being sent: the Remove buttons are disabled, but `removing`'s. */
  busy?: boolean;
  /** The item whose removal is being sent: its Remove button is pending and keeps the focus. */
  removing?: string | null;
  onRemove: (item: WorkItemItem) => void;
}

/** The devices or contracts a request names (getItems), each removable while the request is Unsubmitted. */
export function WorkItemItems({
  kind,
  items,
  viewOnly,
  busy = false,
  removing = null,
  onRemove,
}: WorkItemItemsProps) {
  const remove: DataTableColumn<WorkItemItem>[] = viewOnly
    ? []
    : [
        {
          id: 'remove',
          name: t('WorkItem.Remove'),
          render: (row) => (
            <Button
              variant="ghost"
              size="small"
              isPending={busy && removing === row.id}
              isDisabled={busy && removing !== row.id}
              aria-label={t('WorkItem.RemoveItem', { name: itemName(row) })}
              onPress={() => onRemove(row)}
            >
              {t('WorkItem.Remove')}
            </Button>
          ),
        },
      ];
  const columns: DataTableColumn<WorkItemItem>[] =
    kind === 'devices'
      ? [
          {
            id: 'serial',
            name: t('WorkItem.SerialNumber'),
            isRowHeader: true,
            noWrap: true,
            render: (row) => row.serialNumber,
          },
          { id: 'part', name: t('WorkItem.PartNumber'), noWrap: true, render: (row) => row.partNumber },
          {
            id: 'description',
            name: t('WorkItem.Description'),
            width: '2fr',
            render: (row) => row.description,
          },
          {
            id: 'contract',
            name: t('WorkItem.ContractNumber'),
            noWrap: true,
            render: (row) => row.contractNumber,
          },
          { id: 'site', name: t('WorkItem.Site'), render: (row) => row.siteName },
          ...remove,
        ]
      : [
          {
            id: 'contract',
            name: t('WorkItem.ContractNumber'),
            isRowHeader: true,
            noWrap: true,
            render: (row) => row.contractNumber,
          },
          { id: 'manufacturer', name: t('WorkItem.Manufacturer'), render: (row) => row.manufacturerName },
          {
            id: 'description',
            name: t('WorkItem.Description'),
            width: '2fr',
            render: (row) => row.description,
          },
          ...remove,
        ];
  return items.length === 0 ? (
    <p>{t('WorkItem.NoItems')}</p>
  ) : (
    <Suspense fallback={null}>
      <DataTable
        aria-label={kind === 'devices' ? t('WorkItem.Devices') : t('WorkItem.ContractsToAssociate')}
        columns={columns}
        rows={items}
      />
    </Suspense>
  );
}

const productColumns: DataTableColumn<WorkItemProductPage['data'][number]>[] = [
  {
    id: 'serial',
    name: t('WorkItem.SerialNumber'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => row.serialNumber,
  },
  { id: 'part', name: t('WorkItem.PartNumber'), noWrap: true, render: (row) => row.partNumber },
  { id: 'description', name: t('WorkItem.Description'), width: '2fr', render: (row) => row.description },
  { id: 'contract', name: t('WorkItem.ContractNumber'), noWrap: true, render: (row) => row.contractNumber },
  { id: 'site', name: t('WorkItem.Site'), render: (row) => row.siteName },
];

/**
 * Add selected: pending while the items are sent (it keeps the focus, where a disabled button would drop it to
 * <body>); the choice is cleared once they are added, kept when refused, so Add can be pressed again.
 */
function useAdd(
  selected: Set<string>,
  setSelected: (selected: Set<string>) => void,
  onAdd: (ids: string[]) => Promise<boolean>,
) {
  const [sending, setSending] = useState(false);
  const add = async () => {
    setSending(true);
    try {
      if (await onAdd([...selected])) setSelected(new Set());
    } finally {
      setSending(false);
    }
  };
  return { sending, add };
}

export interface DevicePickerProps {
  /** The devices offered (getProductInstances: those the caller's contract access shows, not on the request). */
  page: WorkItemProductPage | undefined;
  search: string;
  onSearch: (search: string) => void;
  onPageChange: (page: number) => void;
  /** Adds the devices; true when they were added (the choice is cleared), false when refused (it is kept). */
  onAdd: (deviceIds: string[]) => Promise<boolean>;
  busy?: boolean;
}

/** Finds devices by part or serial number and adds the chosen ones to the request. */
export function DevicePicker({
  page,
  search,
  onSearch,
  onPageChange,
  onAdd,
  busy = false,
}: DevicePickerProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { sending, add } = useAdd(selected, setSelected, onAdd);
  const rows = page?.data ?? [];
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <SearchField label={t('WorkItem.SearchDevices')} defaultValue={search} onSubmit={onSearch} />
      {page && rows.length === 0 ? (
        <p>{t('WorkItem.NoAvailable')}</p>
      ) : (
        <Suspense fallback={null}>
          <DataTable
            aria-label={t('WorkItem.AddDevices')}
            columns={productColumns}
            rows={rows}
            selectionMode="multiple"
            selectedKeys={selected}
            onSelectionChange={(keys) =>
              setSelected(
                keys === 'all' ? new Set(rows.map((row) => row.id)) : new Set([...keys].map(String)),
              )
            }
          />
        </Suspense>
      )}
      {page && page.totalRecords > page.size ? (
        <Suspense fallback={null}>
          <Pagination
            page={page.start}
            pageSize={page.size}
            totalRecords={page.totalRecords}
            onPageChange={onPageChange}
          />
        </Suspense>
      ) : null}
      <div>
        <Button
          variant="secondary"
          isPending={sending}
          isDisabled={!sending && (busy || selected.size === 0)}
          onPress={() => void add()}
        >
          {t('WorkItem.AddSelected')}
        </Button>
      </div>
    </div>
  );
}

const contractColumns: DataTableColumn<WorkItemContract>[] = [
  {
    id: 'number',
    name: t('WorkItem.ContractNumber'),
    isRowHeader: true,
    noWrap: true,
    render: (row) => row.contractNumber,
  },
  { id: 'type', name: t('WorkItem.ContractType'), render: (row) => row.contractType },
  { id: 'manufacturer', name: t('WorkItem.Manufacturer'), render: (row) => row.manufacturerName },
  { id: 'end', name: t('WorkItem.EndDate'), render: (row) => row.endDate ?? '' },
];

export interface ContractPickerProps {
  /** listAvailableContracts: the contracts the caller sees, not on the request yet. */
  contracts: readonly WorkItemContract[];
  /** Adds the contracts; true when they were added (the choice is cleared), false when refused (it is kept). */
  onAdd: (contractIds: string[]) => Promise<boolean>;
  busy?: boolean;
}

/** Chooses the contracts to associate with a CCO ID and adds them to the request. */
export function ContractPicker({ contracts, onAdd, busy = false }: ContractPickerProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { sending, add } = useAdd(selected, setSelected, onAdd);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {contracts.length === 0 ? (
        <p>{t('WorkItem.NoAvailable')}</p>
      ) : (
        <Suspense fallback={null}>
          <DataTable
            aria-label={t('WorkItem.AddContracts')}
            columns={contractColumns}
            rows={contracts}
            selectionMode="multiple"
            selectedKeys={selected}
            onSelectionChange={(keys) =>
              setSelected(
                keys === 'all' ? new Set(contracts.map((row) => row.id)) : new Set([...keys].map(String)),
              )
            }
          />
        </Suspense>
      )}
      <div>
        <Button
          variant="secondary"
          isPending={sending}
          isDisabled={!sending && (busy || selected.size === 0)}
          onPress={() => void add()}
        >
          {t('WorkItem.AddSelected')}
        </Button>
      </div>
    </div>
  );
}
