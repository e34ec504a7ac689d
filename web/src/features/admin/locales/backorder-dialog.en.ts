/** The administrator's backorder dialog (docs/decisions.md §26, Backorders), loaded with it: the item is late; the families of its paid, unpacked boxes are e-mailed. */
export default {
  title: 'Backorder: {name}',
  intro:
    'Every family whose paid box holds it and is not packed yet is e-mailed once, in its language, to wait, take the substitute, remove the item or cancel the box.',
  revisedDate: 'Revised date',
  revisedDateHint: 'When you expect it, after today',
  substitute: 'Substitute (optional)',
  substituteHint: 'Only products of the same price or more',
  noSubstitute: 'No substitute',
  submit: 'Tell the families',
  cancel: 'Cancel',
  close: 'Close',
  told: '{count, plural, =0 {No family was told now: no paid, unpacked box holds it, or all were told already.} one {# family was told.} other {# families were told.}}',
  failed: 'The backorder was not saved. Please try again.',
} as const;
