import { useState } from 'react';
import { type Address, formatCityLine } from '../AddressCard/AddressCard';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import * as tableStyles from '../DocumentLines/DocumentLines.css';
import { fillTemplate } from '../format/template';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { Select } from '../Select/Select';
import * as styles from './ShipToAssignment.css';

/** A loose line of the checkout (not in a bundle) that can get its own ship-to. */
export interface ShipToLine {
  /** The item id, handed back in `itemIDs`. */
  id: string;
  /** The line number as printed on the document. */
  printLineNumber: number | string;
  manufacturerPart: string;
  description: string;
  quantity: number;
}

/** A bundle of the checkout; all of its lines ship to one address. */
export interface ShipToBundle {
  /** The bundle id, handed back in `bundleIDs`. */
  id: string;
  name: string;
  quantity: number;
  /** How many lines the bundle holds. */
  lineCount: number;
}

/** The ship-to of each line and bundle so far, by id; a missing id or the empty GUID is not assigned. */
/**
 * The ship-to of each line and bundle that has one. A line without a ship-to is left out (or maps to ''): the
 * app drops the API's 'no address' id (the empty GUID) before it passes the assignments.
 */
export interface ShipToAssignments {
  /** Item id → ship-to address id (workflow data `lineItemShipToAddresses`). */
  items: Readonly<Record<string, string>>;
  /** Bundle id → ship-to address id (workflow data `bundleShipToAddress`). */
  bundles: Readonly<Record<string, string>>;
}

/** What Assign hands back: the selected lines and bundles and the address they ship to. */
export interface ShipToAssignmentRequest {
  itemIDs: string[];
  bundleIDs: string[];
  shipToID: string;
}

/** Every text the ship-to assignment shows. */
export interface ShipToAssignmentLabels {
  /** Caption of the lines table. @default 'Line items' */
  linesTable: string;
  /** Caption of the bundles table. @default 'Bundles' */
  bundlesTable: string;
  /** Header of the tick-box column. @default 'Select' */
  select: string;
  /** @default 'Line' */
  line: string;
  /** @default 'Manufacturer part' */
  manufacturerPart: string;
  /** @default 'Description' */
  description: string;
  /** @default 'Quantity' */
  quantity: string;
  /** @default 'Bundle' */
  bundle: string;
  /** Header of the bundle's line count. @default 'Lines' */
  lineCount: string;
  /** @default 'Ship to' */
  shipTo: string;
  /** A line's or bundle's ship-to before one is assigned. @default 'Not assigned' */
  notAssigned: string;
  /** Name of a line's tick box, with `{line}` and `{part}`. @default 'Select line {line}, {part}' */
  selectLine: string;
  /** Name of a bundle's tick box, with `{name}`. @default 'Select bundle {name}' */
  selectBundle: string;
  /** @default 'Select all' */
  selectAll: string;
  /** @default 'Clear selection' */
  clearSelection: string;
  /** How many are selected, with `{count}`. @default '{count} selected' */
  selectedCount: string;
  /** The address choice. @default 'Ship selected items to' */
  shipSelectedTo: string;
  /** @default 'Assign' */
  assign: string;
  /** @default 'Add new address' */
  addNew: string;
  /** @default 'Clear all assignments' */
  clearAll: string;
  /** Assign with nothing selected (001 §5). @default 'Please select an item.' */
  selectAnItem: string;
  /** Assign with no address chosen. @default 'Please choose an address.' */
  chooseAddress: string;
}

export const defaultShipToAssignmentLabels: ShipToAssignmentLabels = {
  linesTable: 'Line items',
  bundlesTable: 'Bundles',
  select: 'Select',
  line: 'Line',
  manufacturerPart: 'Manufacturer part',
  description: 'Description',
  quantity: 'Quantity',
  bundle: 'Bundle',
  lineCount: 'Lines',
  shipTo: 'Ship to',
  notAssigned: 'Not assigned',
  selectLine: 'Select line {line}, {part}',
  selectBundle: 'Select bundle {name}',
  selectAll: 'Select all',
  clearSelection: 'Clear selection',
  selectedCount: '{count} selected',
  shipSelectedTo: 'Ship selected items to',
  assign: 'Assign',
  addNew: 'Add new address',
  clearAll: 'Clear all assignments',
  selectAnItem: 'Please select an item.',
  chooseAddress: 'Please choose an address.',
};

export interface ShipToAssignmentProps {
  /** The loose lines of the checkout. */
  lines: readonly ShipToLine[];
  /** The bundles of the checkout. @default [] */
  bundles?: readonly ShipToBundle[];
  /** The ship-to addresses to choose from. */
  addresses: readonly Address[];
  /** The ship-to of each line and bundle so far. */
  assignments: ShipToAssignments;
  /** Called by Assign when at least one line or bundle is selected and an address is chosen. */
  onAssign: (request: ShipToAssignmentRequest) => void;
  /** Called by 'Add new address'; without it the action is not shown. */
  onAddAddress?: () => void;
  /** Called by 'Clear all assignments'; without it the action is not shown. */
  onClear?: () => void;
  /** The address chosen for the selected items (controlled). @default the primary address, else the first */
  shipToID?: string | null;
  /** Called when the user chooses another address for the selected items. */
  onShipToIDChange?: (shipToID: string) => void;
  /** Disables every control, e.g. while an assignment is saved. @default false */
  isDisabled?: boolean;
  /** Extra class on the wrapper. */
  className?: string;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<ShipToAssignmentLabels>;
}

/** 'Contoso Warehouse, 88 Industrial Way, Camden, NJ 08103': enough to tell addresses of one company apart. */
export function addressOptionLabel(address: Address): string {
  return [address.name, address.line1, formatCityLine(address)].filter(Boolean).join(', ');
}

const initialShipTo = (addresses: readonly Address[]) =>
  (addresses.find((address) => address.isPrimary) ?? addresses[0])?.id ?? null;

type Problem = 'selectAnItem' | 'chooseAddress';

/**
 * Several ship-to addresses per line item or bundle (001 §4–5): the checkout's loose lines and bundles with
 * their current ship-to, a tick box on each, and 'Ship selected items to' an address. Assign with nothing
 * selected says 'Please select an item.' and calls nothing.
 */
export function ShipToAssignment({
  lines,
  bundles = [],
  addresses,
  assignments,
  onAssign,
  onAddAddress,
  onClear,
  shipToID,
  onShipToIDChange,
  isDisabled = false,
  className,
  labels: overrides,
}: ShipToAssignmentProps) {
  const labels = { ...defaultShipToAssignmentLabels, ...overrides };
  const [selectedItems, setSelectedItems] = useState<ReadonlySet<string>>(new Set());
  const [selectedBundles, setSelectedBundles] = useState<ReadonlySet<string>>(new Set());
  const [ownShipTo, setOwnShipTo] = useState<string | null>(() => initialShipTo(addresses));
  const [problem, setProblem] = useState<Problem | null>(null);
  // Each refused Assign remounts the message, so screen readers announce it again.
  const [attempts, setAttempts] = useState(0);

  const chosenShipTo = shipToID === undefined ? ownShipTo : shipToID;
  const selectedCount = selectedItems.size + selectedBundles.size;
  const isAssigned = (addressID: string) => addressID !== '';
  const hasAssignments =
    Object.values(assignments.items).some(isAssigned) || Object.values(assignments.bundles).some(isAssigned);
  const nameOf = (addressID: string | undefined) =>
    addresses.find((address) => address.id === addressID)?.name;

  const toggle = (set: ReadonlySet<string>, id: string, selected: boolean) => {
    const next = new Set(set);
    if (selected) next.add(id);
    else next.delete(id);
    return next;
  };

  const onTicked = (selected: boolean) => {
    if (selected && problem === 'selectAnItem') setProblem(null);
  };

  const selectAll = () => {
    setSelectedItems(new Set(lines.map((line) => line.id)));
    setSelectedBundles(new Set(bundles.map((bundle) => bundle.id)));
    if (problem === 'selectAnItem') setProblem(null);
  };

  const clearSelection = () => {
    setSelectedItems(new Set());
    setSelectedBundles(new Set());
  };

  const assign = () => {
    const refuse = (reason: Problem) => {
      setProblem(reason);
      setAttempts((count) => count + 1);
    };
    if (selectedCount === 0) return refuse('selectAnItem');
    if (!chosenShipTo) return refuse('chooseAddress');
    setProblem(null);
    onAssign({
      // In the order shown, whatever order they were ticked in.
      itemIDs: lines.filter((line) => selectedItems.has(line.id)).map((line) => line.id),
      bundleIDs: bundles.filter((bundle) => selectedBundles.has(bundle.id)).map((bundle) => bundle.id),
      shipToID: chosenShipTo,
    });
    clearSelection();
  };

  const shipToCell = (addressID: string | undefined) => {
    const name = nameOf(addressID);
    return <td>{name ?? <span className={styles.notAssigned}>{labels.notAssigned}</span>}</td>;
  };

  return (
    <div className={[styles.assignment, className].filter(Boolean).join(' ')}>
      <div className={styles.toolbar}>
        <Button variant="secondary" size="small" onPress={selectAll} isDisabled={isDisabled}>
          {labels.selectAll}
        </Button>
        <Button variant="secondary" size="small" onPress={clearSelection} isDisabled={isDisabled}>
          {labels.clearSelection}
        </Button>
        <span className={styles.selectedCount}>
          {fillTemplate(labels.selectedCount, { count: selectedCount })}
        </span>
      </div>

      {lines.length > 0 ? (
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table}>
            <caption className={styles.caption}>{labels.linesTable}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.selectCell}>
                  {labels.select}
                </th>
                <th scope="col">{labels.line}</th>
                <th scope="col">{labels.manufacturerPart}</th>
                <th scope="col">{labels.description}</th>
                <th scope="col" className={tableStyles.numeric}>
                  {labels.quantity}
                </th>
                <th scope="col">{labels.shipTo}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td className={styles.selectCell}>
                    <Checkbox
                      aria-label={fillTemplate(labels.selectLine, {
                        line: line.printLineNumber,
                        part: line.manufacturerPart,
                      })}
                      isSelected={selectedItems.has(line.id)}
                      onChange={(selected) => {
                        setSelectedItems((current) => toggle(current, line.id, selected));
                        onTicked(selected);
                      }}
                      isDisabled={isDisabled}
                    />
                  </td>
                  <td>{line.printLineNumber}</td>
                  <th scope="row" className={tableStyles.partCell}>
                    {line.manufacturerPart}
                  </th>
                  <td>{line.description}</td>
                  <td className={tableStyles.numeric}>{line.quantity}</td>
                  {shipToCell(assignments.items[line.id])}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {bundles.length > 0 ? (
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table}>
            <caption className={styles.caption}>{labels.bundlesTable}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.selectCell}>
                  {labels.select}
                </th>
                <th scope="col">{labels.bundle}</th>
                <th scope="col" className={tableStyles.numeric}>
                  {labels.lineCount}
                </th>
                <th scope="col" className={tableStyles.numeric}>
                  {labels.quantity}
                </th>
                <th scope="col">{labels.shipTo}</th>
              </tr>
            </thead>
            <tbody>
              {bundles.map((bundle) => (
                <tr key={bundle.id}>
                  <td className={styles.selectCell}>
                    <Checkbox
                      aria-label={fillTemplate(labels.selectBundle, { name: bundle.name })}
                      isSelected={selectedBundles.has(bundle.id)}
                      onChange={(selected) => {
                        setSelectedBundles((current) => toggle(current, bundle.id, selected));
                        onTicked(selected);
                      }}
                      isDisabled={isDisabled}
                    />
                  </td>
                  <th scope="row">{bundle.name}</th>
                  <td className={tableStyles.numeric}>{bundle.lineCount}</td>
                  <td className={tableStyles.numeric}>{bundle.quantity}</td>
                  {shipToCell(assignments.bundles[bundle.id])}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <div className={styles.assignRow}>
        <Select
          className={styles.addressChoice}
          label={labels.shipSelectedTo}
          options={addresses.map((address) => ({ id: address.id, label: addressOptionLabel(address) }))}
          selectedKey={chosenShipTo}
          onSelectionChange={(key) => {
            if (key === null) return;
            const id = String(key);
            setOwnShipTo(id);
            if (problem === 'chooseAddress') setProblem(null);
            onShipToIDChange?.(id);
          }}
          isInvalid={problem === 'chooseAddress'}
          errorMessage={labels.chooseAddress}
          validationBehavior="aria"
          isDisabled={isDisabled}
        />
        <Button variant="primary" onPress={assign} isDisabled={isDisabled}>
          {labels.assign}
        </Button>
        {onAddAddress ? (
          <Button variant="secondary" onPress={onAddAddress} isDisabled={isDisabled}>
            {labels.addNew}
          </Button>
        ) : null}
      </div>
      {problem === 'selectAnItem' ? (
        <InlineAlert key={attempts} tone="error">
          {labels.selectAnItem}
        </InlineAlert>
      ) : null}

      {onClear ? (
        <div className={styles.footer}>
          <Button variant="ghost" onPress={onClear} isDisabled={isDisabled || !hasAssignments}>
            {labels.clearAll}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
