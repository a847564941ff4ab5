import type { ReactElement } from 'react';
import {
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContentSlot,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { IconBase, type IconProps } from '../icons/Icon';
import { CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../icons/icons';
import * as styles from './ToastRegion.css';
import type { ToastQueue, ToastTone } from './toastQueue';

function SuccessIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </IconBase>
  );
}

const toneIcons: Record<ToastTone, (props: IconProps) => ReactElement> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/** Every text the region adds. */
export interface ToastRegionLabels {
  /** Name of the landmark that holds the toasts (F6 reaches it). @default 'Notifications' */
  region: string;
  /** Name of each toast's close button. @default 'Close' */
  close: string;
}

export const defaultToastRegionLabels: ToastRegionLabels = { region: 'Notifications', close: 'Close' };

export interface ToastRegionProps {
  /** The queue from `createToastQueue()`; `useToast(queue)` adds to it. */
  queue: ToastQueue;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<ToastRegionLabels>;
  /** Extra class on the region. */
  className?: string;
}

/**
 * Shows the toasts of a queue at the bottom right (RAC ToastRegion): each is announced, has a close
 * button, and closes itself after its timeout unless the region is hovered or focused. Render it once.
 */
export function ToastRegion({ queue, labels, className }: ToastRegionProps) {
  const text = { ...defaultToastRegionLabels, ...labels };
  return (
    <RACToastRegion
      queue={queue}
      aria-label={text.region}
      className={[styles.region, className].filter(Boolean).join(' ')}
    >
      {({ toast }) => {
        const Icon = toneIcons[toast.content.tone];
        return (
          <Toast
            toast={toast}
            className={styles.toast({ tone: toast.content.tone })}
            data-tone={toast.content.tone}
          >
            <Icon size={20} className={styles.icon} />
            <ToastContentSlot className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              ) : null}
            </ToastContentSlot>
            <IconButton slot="close" aria-label={text.close} size="small">
              <CloseIcon size={16} />
            </IconButton>
          </Toast>
        );
      }}
    </RACToastRegion>
  );
}
