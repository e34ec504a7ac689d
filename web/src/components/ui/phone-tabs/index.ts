import classes from './phone-tabs.module.css';

/** Mantine Tabs `classNames` for a dashboard's tabs: one line on a phone (phone-tabs.module.css). */
export const phoneTabsClassNames = { list: classes.list, tab: classes.tab, tabSection: classes.tabSection };
