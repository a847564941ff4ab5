import type { ReactNode } from 'react';
import {
  composeRenderProps,
  DisclosurePanel,
  Heading,
  Button as RACButton,
  Disclosure as RACDisclosure,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons/icons';
import * as styles from './Disclosure.css';

export const disclosureHeadingLevels = [2, 3, 4, 5, 6] as const;
export type DisclosureHeadingLevel = (typeof disclosureHeadingLevels)[number];

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The always-visible title; it is the button that expands and collapses the panel. */
  title: ReactNode;
  /** Level of the heading around the button, to fit the page outline. @default 3 */
  headingLevel?: DisclosureHeadingLevel;
  /** The content shown when expanded. */
  children: ReactNode;
}

/**
 * A section that shows and hides its content (RAC Disclosure): the title is a button with aria-expanded,
 * Enter and Space toggle it. Inside an Accordion, `id` is its key.
 */
export function Disclosure({ title, headingLevel = 3, children, ...props }: DisclosureProps) {
  return (
    <RACDisclosure
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.disclosure, className].filter(Boolean).join(' '),
      )}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <RACButton slot="trigger" className={styles.trigger}>
          <ChevronDownIcon className={styles.chevron} />
          {title}
        </RACButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelContent}>{children}</div>
      </DisclosurePanel>
    </RACDisclosure>
  );
}
