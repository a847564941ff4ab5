import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../foundations/vars.css';

/** The tables of the Foundations pages: one row a token. */

export const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
export const mono: CSSProperties = { ...cell, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm };

export function TokenTable({
  caption,
  columns,
  children,
  id,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
  id: string;
}) {
  return (
    <table
      data-token-table={id}
      style={{
        borderCollapse: 'collapse',
        width: '100%',
        marginBottom: vars.space.xl,
        color: vars.color.text,
      }}
    >
      <caption style={{ textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.sm }}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} style={{ ...cell, fontSize: vars.fontSize.sm }}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The body rows of the table `id` in `root`. */
export function tokenRows(root: HTMLElement, id: string): HTMLTableRowElement[] {
  return Array.from(root.querySelectorAll<HTMLTableRowElement>(`[data-token-table="${id}"] tbody tr`));
}

/** A CSS length in px at the 16 px root (`0.875rem` → 14, `12px` → 12, `0` → 0). */
export function toPx(length: string): number {
  const value = Number.parseFloat(length);
  return length.endsWith('rem') ? value * 16 : value;
}
