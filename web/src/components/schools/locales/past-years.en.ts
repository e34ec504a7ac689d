/** The staff's year picker (docs/decisions.md §28): a past year's lists, read-only. */
export default {
  pastYears: {
    picker: 'School year',
    current: '{name} (current)',
    heading: 'Supply lists of {name}',
    readOnly: 'A past year: its lists are archived with their orders and can no longer be changed.',
    none: 'This school had no supply lists in {name}.',
    items: '{count, plural, one {# item} other {# items}}',
    loading: 'Loading the lists of that year...',
  },
} as const;
