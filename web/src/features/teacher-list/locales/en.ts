/** The page a teacher reaches from a school's request e-mail, to send a grade's supply list. */
export default {
  title: 'Your class supply list',
  loading: 'Loading the request…',
  asked: '{school} asks {teacher} for the {grade} supply list.',
  how: 'Paste your list from your document: one item and its quantity on each line.',
  listLabel: 'Your list',
  listExample: 'For example:\n2 boxes of 24 crayons\n1 pack of #2 pencils\nWide ruled notebook',
  noteLabel: 'A note for the school (optional)',
  send: 'Send the list',
  sending: 'Sending your list…',
  sent: 'Thank you: {school} received your list. The school checks it before families see it.',
  alreadySent: 'This list was sent already: thank you. To change it, ask the school for a new link.',
  validUntil: 'This link works until {date}.',
  linkProblem: 'This link does not open a list request. Please use the link in your e-mail.',
} as const;
