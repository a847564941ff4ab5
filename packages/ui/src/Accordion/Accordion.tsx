import { composeRenderProps, DisclosureGroup, type DisclosureGroupProps } from 'react-aria-components';
import * as styles from './Accordion.css';

export interface AccordionProps extends DisclosureGroupProps {
  /** Let several sections be open at once; otherwise opening one closes the other. @default false */
  allowsMultipleExpanded?: boolean;
}

/**
 * A stack of Disclosure sections (RAC DisclosureGroup). Give each Disclosure an `id`; `expandedKeys` /
 * `defaultExpandedKeys` use those ids.
 */
export function Accordion({ allowsMultipleExpanded = false, ...props }: AccordionProps) {
  return (
    <DisclosureGroup
      {...props}
      allowsMultipleExpanded={allowsMultipleExpanded}
      className={composeRenderProps(props.className, (className) =>
        [styles.accordion, className].filter(Boolean).join(' '),
      )}
    />
  );
}
