import type { CSSProperties, HTMLAttributes } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** `text` for lines of copy, `rect` for images and blocks, `circle` for avatars. @default 'text' */
  shape?: SkeletonShape;
  /** Width, as pixels or any CSS length. @default '100%' (circle: the height) */
  width?: number | string;
  /** Height, as pixels or any CSS length. @default '0.9em' for text, 80 for rect, 40 for circle */
  height?: number | string;
  /** Number of text lines; the last one is shorter. Only for `text`. @default 1 */
  lines?: number;
}

const defaultHeights: Record<SkeletonShape, number | string | undefined> = {
  text: undefined,
  rect: 80,
  circle: 40,
};

/**
 * A placeholder while content loads. It is hidden from assistive technology: mark the region that is
 * loading with `aria-busy="true"` (and a name, e.g. `aria-label="Orders"`) and drop it when the content
 * arrives, so screen readers read the finished content once instead of grey boxes. The pulse stops when
 * the person prefers reduced motion.
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  lines = 1,
  className,
  style,
  ...props
}: SkeletonProps) {
  const resolvedHeight = height ?? defaultHeights[shape];
  const size: CSSProperties = {
    width: width ?? (shape === 'circle' ? resolvedHeight : '100%'),
    height: resolvedHeight,
    ...style,
  };
  const classes = [styles.skeleton({ shape }), className].filter(Boolean).join(' ');
  if (shape === 'text' && lines > 1) {
    return (
      <span {...props} aria-hidden="true" className={styles.lines} style={{ width: size.width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder.
            key={index}
            data-skeleton=""
            className={classes}
            style={{ ...size, width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return <span {...props} aria-hidden="true" data-skeleton="" className={classes} style={size} />;
}
