/** The Settings tab's School year card (docs/decisions.md §28). */
export default {
  schoolYear: {
    heading: 'Start a new school year',
    current: 'Current school year: {name}, since {startsOn}',
    intro:
      'Every supply list of the current year is copied as a draft of the new one, to edit and publish in Supply Lists; the current lists are archived with their orders.',
    name: 'Name',
    namePlaceholder: '2027–2028',
    startsOn: 'Starts on',
    review: 'Review and start',
    confirmTitle: 'Start {name}?',
    confirmLists:
      '{lists, plural, one {# supply list is} other {# supply lists are}} copied as unpublished drafts of {name}, and the current lists are archived (read-only, kept with their orders).',
    confirmFamilies: 'The children of {families, plural, one {# signed-in family move} other {# signed-in families move}} up a grade.',
    confirmOnce: 'A school year can be started only once.',
    cancel: 'Cancel',
    start: 'Start the school year',
    started: '{name} has started: {lists, plural, one {# list} other {# lists}} copied as drafts. Edit and publish them in Supply Lists.',
    startFailed: 'Could not start the school year',
    loading: 'Loading the school year...',
  },
} as const;
