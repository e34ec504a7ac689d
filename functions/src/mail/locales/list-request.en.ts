/** A school's request to a teacher for a grade's supply list, with the signed link of the teacher's page. */
export default {
  subject: '{school} asks for your {grade} supply list',
  heading: 'Your class supply list, please',
  intro: 'Hello {teacher}, {school} sells its families their school supplies on School Supply Box, and asks you for the {grade} supply list.',
  how: 'Open the page and paste your list, one item and its quantity on each line (for example “2 boxes of 24 crayons”). No account is needed. The school checks the list before families see it.',
  validUntil: 'The link works until {date}, once.',
  open: 'Send the list',
  openLine: 'Send the list: {url}',
  footer: 'You receive this because staff of {school} asked for your list. If you did not expect it, you can ignore this e-mail.',
} as const;
