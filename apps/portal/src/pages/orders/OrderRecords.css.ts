import { vars } from '@b2b-portal/ui';
import { style } from '@vanilla-extract/css';

/** The upload form under the order's attachments: the drop zone, then its Upload button. */
export const upload = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** The order's history: one event to a row, oldest first. */
export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  // Room for the numbers of a list of two-digit length.
  paddingInlineStart: '2.5em',
});

/** The comment of a status change, the description of an attachment: on its own line, muted. */
export const historyDetail = style({ display: 'block', color: vars.color.textMuted });
