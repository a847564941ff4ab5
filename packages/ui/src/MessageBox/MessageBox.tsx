import DOMPurify from 'dompurify';
import type { ComponentType } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button/Button';
import type { IconProps } from '../icons/Icon';
import { ErrorIcon, InfoIcon, QuestionIcon, WarningIcon } from '../icons/icons';
import * as styles from './MessageBox.css';

export const messageBoxTypes = ['info', 'warning', 'question', 'error'] as const;
export type MessageBoxType = (typeof messageBoxTypes)[number];

/** A message box button (000 §3: name, type, click). */
export interface MessageBoxButton {
  /** The button's text. */
  name: string;
  /** Button style. @default 'secondary' */
  type?: ButtonVariant;
  /** Runs on press. With a callback the box closes only when it returns true; without one it closes. */
  click?: () => unknown;
}

/**
 * The button the box opens on. In a destructive box (`isDestructive`) that is the least destructive answer, so an
 * Enter pressed by habit does not delete: the last button without a `click` (it only closes the box: Cancel, No),
 * failing that the last one. Otherwise the first button (OK, the primary answer).
 */
function initialFocusIndex(buttons: readonly MessageBoxButton[], isDestructive: boolean): number {
  if (!isDestructive) return 0;
  const dismissing = buttons.findLastIndex((button) => !button.click);
  return dismissing >= 0 ? dismissing : buttons.length - 1;
}

/** Every text the message box shows. */
export interface MessageBoxLabels {
  /** @default 'OK' */
  ok: string;
  /** Second button of a question. @default 'Cancel' */
  cancel: string;
  /** Title of an info box without `title`. @default 'Information' */
  info: string;
  /** Title of a warning box without `title`. @default 'Warning' */
  warning: string;
  /** Title of a question box without `title`. @default 'Please confirm' */
  question: string;
  /** Title of an error box without `title`. @default 'Error' */
  error: string;
}

export const defaultMessageBoxLabels: MessageBoxLabels = {
  ok: 'OK',
  cancel: 'Cancel',
  info: 'Information',
  warning: 'Warning',
  question: 'Please confirm',
  error: 'Error',
};

const icons: Record<MessageBoxType, ComponentType<IconProps>> = {
  info: InfoIcon,
  warning: WarningIcon,
  question: QuestionIcon,
  error: ErrorIcon,
};

/** The OK button's style per type: error boxes confirm with the danger style. */
const okVariant: Record<MessageBoxType, ButtonVariant> = {
  info: 'primary',
  warning: 'primary',
  question: 'primary',
  error: 'danger',
};

export interface MessageBoxProps {
  /** Whether the box is shown. */
  isOpen: boolean;
  /** Kind of message; sets the icon, colours and button styles. @default 'info' */
  type?: MessageBoxType;
  /** Title; names the alert dialog. @default the type's label ('Information'…) */
  title?: string;
  /** The message, plain text or HTML (see `isHtml`). */
  message: string;
  /** Treat `message` as HTML. It is sanitised with DOMPurify (scripts and event handlers removed). @default false */
  isHtml?: boolean;
  /**
   * Runs when OK is pressed. The box closes only if it returns true (000 §2.10); without a callback OK
   * closes it.
   */
  onOk?: () => unknown;
  /** Custom buttons replacing OK (and Cancel for questions). */
  buttons?: readonly MessageBoxButton[];
  /**
   * The answer asked for cannot easily be undone (a delete, a removal). The box then opens with the focus on the
   * least destructive answer (Cancel, No: the button without `click`) instead of the first, as the WAI-ARIA
   * dialog pattern advises for a step not easily reversed; the default OK takes the danger style.
   * @default true when one of `buttons` has the danger style, false otherwise
   */
  isDestructive?: boolean;
  /** Called when the box closes (a button allowed it, or Escape). */
  onClose: () => void;
  /** The texts; partial overrides merge with the English defaults. */
  labels?: Partial<MessageBoxLabels>;
}

/** The message box of 000 §2.10: an alert dialog above everything (z-index 12000). */
export function MessageBox({
  isOpen,
  type = 'info',
  title,
  message,
  isHtml = false,
  onOk,
  buttons,
  isDestructive = buttons?.some((button) => button.type === 'danger') ?? false,
  onClose,
  labels: labelOverrides,
}: MessageBoxProps) {
  const labels = { ...defaultMessageBoxLabels, ...labelOverrides };
  const Icon = icons[type];

  const okButton: MessageBoxButton = {
    name: labels.ok,
    type: isDestructive ? 'danger' : okVariant[type],
    click: onOk ? () => onOk() === true : undefined,
  };
  const shownButtons: readonly MessageBoxButton[] =
    buttons ?? (type === 'question' ? [okButton, { name: labels.cancel, type: 'secondary' }] : [okButton]);

  const focused = initialFocusIndex(shownButtons, isDestructive);

  const press = (button: MessageBoxButton) => {
    if (!button.click || button.click() === true) onClose();
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <div className={styles.header({ type })}>
            <Icon size={24} />
            <Heading slot="title" className={styles.title}>
              {title ?? labels[type]}
            </Heading>
          </div>
          {isHtml ? (
            // Sanitised: DOMPurify removes scripts, event handlers and javascript: URLs.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with DOMPurify just above.
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(message) }} />
          ) : (
            <p className={styles.body}>{message}</p>
          )}
          <div className={styles.buttons}>
            {shownButtons.map((button, index) => (
              <Button
                key={button.name}
                variant={button.type ?? 'secondary'}
                onPress={() => press(button)}
                autoFocus={index === focused}
              >
                {button.name}
              </Button>
            ))}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
