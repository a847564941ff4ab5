import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * The dialog's body. When its content is taller than the dialog it scrolls, and then it is a named, focusable
 * region so keyboard users can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
function ModalBody({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    check();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resize?.observe(element);
    const mutation = typeof MutationObserver === 'undefined' ? null : new MutationObserver(check);
    mutation?.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resize?.disconnect();
      mutation?.disconnect();
    };
  }, []);
  return (
    <div
      ref={ref}
      className={styles.body}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
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
                  <IconButton aria-label={closeLabel} size="small" onPress={close} className={styles.close}>
                    <CloseIcon />
                  </IconButton>
                ) : null}
              </div>
              <ModalBody label={title}>{children}</ModalBody>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
