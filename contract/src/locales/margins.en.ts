/** The margins report's request (docs/decisions.md §26), the administrators'. */
export default {
  margins: {
    fromInvalid: 'Give the first day as a date, YYYY-MM-DD',
    toInvalid: 'Give the last day as a date, YYYY-MM-DD',
    toBeforeFrom: 'The last day cannot come before the first',
    rangeTooLong: 'Choose at most {days} days',
  },
} as const;
