/** A school representative's daily e-mail of the school's new paid orders: the switch that turns it off and on. */
export default {
  label: "E-mail me each day's new paid orders",
  description: 'One e-mail a day while ordering is open, with the orders paid the day before.',
  failed: 'Your choice was not saved: {reason}',
} as const;
