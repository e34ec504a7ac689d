import classes from './phone-tabs.module.css';

/** Mantine Tabs `classNames` for a dashboard's tabs: tighter on a phone (phone-tabs.module.css). */
export const phoneTabsClassNames = { tab: classes.tab, tabSection: classes.tabSection };
