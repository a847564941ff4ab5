import type { CSSProperties } from 'react';
import {
  Collection,
  composeRenderProps,
  Button as RACButton,
  Tree as RACTree,
  type TreeProps as RACTreeProps,
  TreeItem,
  TreeItemContent,
} from 'react-aria-components';
import { fillTemplate } from '../format/template';
import { ChevronRightIcon } from '../icons/icons';
import { MenuButton, MenuItem } from '../Menu/Menu';
import * as styles from './Tree.css';

/** A node of a hierarchy, e.g. a business unit (002 §3). */
export interface TreeNode {
  /** Stable id; also the key for expandedKeys and selection. */
  id: string;
  /** Already-translated name shown in the row. */
  name: string;
  /** Nested nodes; a node with children can be expanded. */
  children?: readonly TreeNode[];
}

/** Every text the tree adds. `{name}` is replaced by the node's name. */
export interface TreeLabels {
  /** Name of a row's actions button. @default 'Actions for {name}' */
  actionsFor: string;
  /** Visible text of a row's actions button. @default 'Actions' */
  actions: string;
  /** @default 'Rename' */
  rename: string;
  /** @default 'Add child unit' */
  addChild: string;
  /** @default 'Move' */
  move: string;
  /** @default 'Delete' */
  delete: string;
}

export const defaultTreeLabels: TreeLabels = {
  actionsFor: 'Actions for {name}',
  actions: 'Actions',
  rename: 'Rename',
  addChild: 'Add child unit',
  move: 'Move',
  delete: 'Delete',
};

export interface TreeProps extends Omit<RACTreeProps<TreeNode>, 'items' | 'children'> {
  /** The top-level nodes. */
  items: readonly TreeNode[];
  /** Show an actions menu on every row (rename, add child, move, delete: those with a callback). @default false */
  isEditable?: boolean;
  /** Rename chosen in a row's menu; the app asks for the new name (e.g. in a Modal) and updates `items`. */
  onRename?: (node: TreeNode) => void;
  /** Add child chosen; the app creates the node and adds it to `items`. */
  onAddChild?: (parent: TreeNode) => void;
  /** Move chosen; the app asks where to (e.g. a new parent in a Modal) and updates `items`. */
  onMove?: (node: TreeNode) => void;
  /** Delete chosen; the app confirms (MessageBox) and removes the node from `items`. */
  onDelete?: (node: TreeNode) => void;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<TreeLabels>;
}

/**
 * A hierarchy (RAC Tree, a treegrid): ArrowUp/Down move between rows, ArrowRight expands and ArrowLeft
 * collapses, Home/End jump. In the editable mode ArrowRight on an open or leaf row reaches its Actions
 * menu. It never changes `items` itself: the callbacks report what the person chose.
 */
export function Tree({
  items,
  isEditable = false,
  onRename,
  onAddChild,
  onMove,
  onDelete,
  labels,
  ...props
}: TreeProps) {
  const text = { ...defaultTreeLabels, ...labels };
  const actions = [
    onRename ? { id: 'rename', label: text.rename, run: onRename } : null,
    onAddChild ? { id: 'addChild', label: text.addChild, run: onAddChild } : null,
    onMove ? { id: 'move', label: text.move, run: onMove } : null,
    onDelete ? { id: 'delete', label: text.delete, run: onDelete } : null,
  ].filter((action) => action !== null);

  const renderNode = (node: TreeNode) => (
    <TreeItem
      id={node.id}
      textValue={node.name}
      className={styles.item}
      style={({ level }) => ({ '--tree-item-level': level }) as CSSProperties}
    >
      <TreeItemContent>
        {({ hasChildItems }) => (
          <div className={styles.row}>
            {hasChildItems ? (
              <RACButton slot="chevron" className={styles.chevron}>
                <ChevronRightIcon size={16} />
              </RACButton>
            ) : (
              <span className={styles.chevronSpacer} />
            )}
            <span className={styles.name}>{node.name}</span>
            {isEditable && actions.length > 0 ? (
              <MenuButton
                label={text.actions}
                aria-label={fillTemplate(text.actionsFor, { name: node.name })}
                variant="ghost"
                placement="bottom end"
                onAction={(key) => actions.find((action) => action.id === key)?.run(node)}
              >
                {actions.map((action) => (
                  <MenuItem
                    key={action.id}
                    id={action.id}
                    tone={action.id === 'delete' ? 'danger' : 'neutral'}
                  >
                    {action.label}
                  </MenuItem>
                ))}
              </MenuButton>
            ) : null}
          </div>
        )}
      </TreeItemContent>
      {node.children && node.children.length > 0 ? (
        <Collection items={node.children}>{renderNode}</Collection>
      ) : null}
    </TreeItem>
  );

  return (
    <RACTree
      {...props}
      items={items}
      className={composeRenderProps(props.className, (className) =>
        [styles.tree, className].filter(Boolean).join(' '),
      )}
    >
      {renderNode}
    </RACTree>
  );
}
