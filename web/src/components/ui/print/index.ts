import classes from './print.module.css';

/** `screenOnly`: hidden on paper (navigation, tabs, buttons); `printOnly`: shown on paper only. */
export const printClasses = { screenOnly: classes.screenOnly, printOnly: classes.printOnly };
