import type { ReactNode } from 'react';
import { Dialog, Heading, ModalOverlay, Modal as RACModal } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'default', 'large', 'extraLarge'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps {
  /** Whether the modal is open (controlled). */
  isOpen: boolean;
  /** Called with false when the modal asks to close (Escape, close button, outside click if dismissable). */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog title; names the dialog. */
  title: string;
  /** Width: default 60 %, small, large, extra-large (000 §2.10). Max height is always 80 %. @default 'default' */
  size?: ModalSize;
  /** The body. */
  children: ReactNode;
  /** Action buttons shown at the bottom right. */
  footer?: ReactNode;
  /** Close when clicking outside. @default false */
  isDismissable?: boolean;
  /** Show the close mark in the header. @default true */
  showCloseButton?: boolean;
  /** Name of the close mark. @default 'Close' */
  closeLabel?: string;
}

/** A modal dialog on RAC Modal/Dialog: focus is trapped, Escape closes, focus returns to the opener. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  size = 'default',
  children,
  footer,
  isDismissable = false,
  showCloseButton = true,
  closeLabel = 'Close',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <RACModal className={styles.modal({ size })}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {showCloseButton ? (
                  <IconButton aria-label={closeLabel} size="small" onPress={close}>
                    <CloseIcon />
                  </IconButton>
                ) : null}
              </div>
              <div className={styles.body}>{children}</div>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
