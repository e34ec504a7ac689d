/** A representative's word that an administrator published the draft they submitted, or sent it back with a note. */
export default {
  published: {
    subject: '{school}: {list} is published',
    heading: 'Your supply list is published',
    intro: 'An administrator published {list} of {school}, which you submitted for review.',
    next: 'Families can order it in the shop now.',
  },
  sentBack: {
    subject: '{school}: {list} was sent back',
    heading: 'Your supply list needs changes',
    intro: 'An administrator sent {list} of {school} back to you before publishing it.',
    noteHeading: 'Their note',
    next: 'Change the list, then submit it for review again.',
  },
  open: 'Open Supply Lists',
  openLine: 'Your supply lists: {url}',
  footer: 'You receive this as a representative of your school on School Supply Box.',
} as const;
