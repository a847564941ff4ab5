import type { HTMLAttributes, ReactNode } from 'react';
import { pill } from './StatusPill.css';

export const statusTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];

/**
 * The tone of every status of 001 §4 and 002 §3, keyed by kind and by the name the portal shows.
 * Done or paid reads as success, waiting on someone as warning, refused as danger, in flight as info,
 * and closed-without-outcome (canceled, none) as neutral.
 */
export const statusTone = {
  quote: {
    None: 'neutral',
    Unsubmitted: 'neutral',
    Submitted: 'info',
    Waiting: 'warning',
    Approved: 'success',
    Purchased: 'success',
    Rejected: 'danger',
    Lost: 'danger',
    Expired: 'warning',
    Canceled: 'neutral',
  },
  requisition: {
    None: 'neutral',
    'Not Selected': 'neutral',
    Submitted: 'info',
    'Pending Approval': 'warning',
    'In Process': 'info',
    Processed: 'success',
    Transferred: 'info',
    Quoted: 'info',
    Purchased: 'success',
    Rejected: 'danger',
    Canceled: 'neutral',
  },
  pricingRequest: {
    Submitted: 'info',
    'In Process': 'warning',
    Quoted: 'success',
    Purchased: 'success',
  },
  order: {
    Open: 'info',
    Closed: 'success',
    Cancelled: 'neutral',
  },
  orderLine: {
    None: 'neutral',
    New: 'info',
    Booked: 'info',
    Scheduled: 'info',
    PendingProvision: 'warning',
    BackOrder: 'warning',
    Shipped: 'success',
    Invoiced: 'success',
    Canceled: 'neutral',
  },
  invoice: {
    Unpaid: 'warning',
    'Partially Paid': 'info',
    Paid: 'success',
  },
  blanketPO: {
    All: 'neutral',
    Active: 'success',
    Expired: 'neutral',
  },
  blanketPOOrder: {
    None: 'neutral',
    Submitted: 'info',
    'Submitted from customer portal': 'info',
    'Credit Hold': 'danger',
    'In Fulfillment': 'info',
    'In Process': 'info',
    Cancelled: 'neutral',
    Shipped: 'success',
    'Back Order': 'warning',
    Closed: 'success',
    'Partially Fulfilled': 'warning',
    Fulfilled: 'success',
    Invoiced: 'success',
    'Partially Invoiced': 'warning',
    'Govt Contract Hold': 'danger',
    'Partially Shipped': 'warning',
    Paid: 'success',
    'Work In Progress': 'info',
    Rejected: 'danger',
    Verification: 'warning',
    'Waiting For Approval': 'warning',
    'Store front In Process': 'info',
    Open: 'info',
  },
  workItem: {
    Unsubmitted: 'neutral',
    'Pending Approval': 'warning',
    'Pending Presidio': 'info',
    Completed: 'success',
    Rejected: 'danger',
  },
} as const satisfies Record<string, Record<string, StatusTone>>;

export type StatusKind = keyof typeof statusTone;
export const statusKinds = Object.keys(statusTone) as StatusKind[];
/** The status names of one kind, e.g. `StatusName<'invoice'>` is 'Unpaid' | 'Partially Paid' | 'Paid'. */
export type StatusName<K extends StatusKind> = keyof (typeof statusTone)[K] & string;

/** The tone for a status; an unknown status (a new server value) is neutral rather than an error. */
export function toneOf(kind: StatusKind, status: string): StatusTone {
  const tones: Record<string, StatusTone> = statusTone[kind];
  return tones[status] ?? 'neutral';
}

export interface StatusPillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Which enumeration the status belongs to; picks the tone from `statusTone`. Without it, `tone` is used. */
  kind?: StatusKind;
  /** The status name as the server sends it, e.g. 'Partially Paid'. Shown unless `children` is given. */
  status: string;
  /** Colour when there is no `kind`, or to override the mapping. @default the tone of `kind` and `status`, else 'neutral' */
  tone?: StatusTone;
  /** A translated text to show instead of the status name. @default the status name */
  children?: ReactNode;
}

/** A small rounded label for a document's status. Colour is never the only cue: the text names the status. */
export function StatusPill({ kind, status, tone, children, className, ...props }: StatusPillProps) {
  const resolvedTone = tone ?? (kind ? toneOf(kind, status) : 'neutral');
  return (
    <span
      {...props}
      data-tone={resolvedTone}
      className={[pill({ tone: resolvedTone }), className].filter(Boolean).join(' ')}
    >
      {children ?? status}
    </span>
  );
}
