import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

/** Tabs on RAC Tabs: arrow keys move between tabs, Home/End jump, the selected panel follows. */
export type TabsProps = RACTabsProps;

export function Tabs(props: TabsProps) {
  return (
    <RACTabs
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.tabs, className].filter(Boolean).join(' '),
      )}
    />
  );
}

/** The row of tabs; needs an `aria-label` (or `aria-labelledby`) naming the set. */
export type TabListProps<T extends object> = RACTabListProps<T>;

export function TabList<T extends object>(props: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.tabList, className].filter(Boolean).join(' '),
      )}
    />
  );
}

/** One tab; its `id` matches the `id` of its TabPanel. */
export type TabProps = RACTabProps;

export function Tab(props: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.tab, className].filter(Boolean).join(' '),
      )}
    />
  );
}

/** The content of one tab; only the selected panel is rendered. */
export type TabPanelProps = RACTabPanelProps;

export function TabPanel(props: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.tabPanel, className].filter(Boolean).join(' '),
      )}
    />
  );
}
