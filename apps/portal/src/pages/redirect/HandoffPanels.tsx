import { Button, InlineAlert, Link } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import * as styles from '../pages.css';

/** The /redirect page's one panel: its title, and the message with what the user may do next. */
function HandoffPanel(props: {
  title: string;
  tone: 'warning' | 'error';
  message: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {props.title}
      </h1>
      <InlineAlert tone={props.tone}>
        <p className={styles.alertText}>{props.message}</p>
        <div className={styles.alertActions}>{props.children}</div>
      </InlineAlert>
    </section>
  );
}

interface Choice {
  label: string;
  onPress: () => void;
}

export interface HandoffQuestionProps {
  title: string;
  message: string;
  /** The safe answer: keeps this browser as it is. It has the focus, so Enter does not switch accounts. */
  keep: Choice;
  /** Signs in with the link. */
  proceed: Choice;
}

/** The /redirect page's question before a link signs this browser into an account. */
export function HandoffQuestion({ title, message, keep, proceed }: HandoffQuestionProps) {
  return (
    <HandoffPanel title={title} tone="warning" message={message}>
      {/* The page is this one question: its safe answer takes the focus. */}
      <Button variant="primary" autoFocus onPress={keep.onPress}>
        {keep.label}
      </Button>
      <Button variant="secondary" onPress={proceed.onPress}>
        {proceed.label}
      </Button>
    </HandoffPanel>
  );
}

export interface HandoffRefusedProps {
  title: string;
  message: string;
  /** Where the user goes on from here: their landing page, or Login. */
  way: { label: string; href: string };
}

/** A /redirect link that cannot be used: why, and the way on. The browser's session is left as it was. */
export function HandoffRefused({ title, message, way }: HandoffRefusedProps) {
  return (
    <HandoffPanel title={title} tone="error" message={message}>
      <Link href={way.href}>{way.label}</Link>
    </HandoffPanel>
  );
}
