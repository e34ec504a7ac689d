/** A new school year (docs/decisions.md §28): its form's and the API's refusals. */
export default {
  schoolYears: {
    nameRequired: 'Enter the year’s name, e.g. 2027–2028',
    startsOnInvalid: 'Enter the first day as a real date, YYYY-MM-DD',
    alreadyStarted: 'The school year {name} has already been started',
    notLater: 'A new school year must start after the current one, which started on {startsOn}',
    unknown: 'There is no such school year',
    pastYearReadOnly: 'This list belongs to a past school year and can no longer be changed',
  },
} as const;
