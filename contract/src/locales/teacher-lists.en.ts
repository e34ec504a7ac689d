/** Lists from teachers (docs/decisions.md §28): the API's answers about a request, its link and its submission. */
export default {
  teacherNameRequired: 'Enter the teacher’s name',
  teacherEmailRequired: 'Enter the teacher’s e-mail',
  gradeRequired: 'Enter the grade',
  listRequired: 'Paste the list, one item per line',
  tooManyLines: 'A list has at most {max} lines',
  lineTooLong: 'Each line has at most {max} characters',
  textTooLong: 'A list has at most {max} characters',
  linkInvalid: 'This link is not valid. Open the link of the e-mail you received, whole.',
  linkExpired: 'This link has expired. Ask the school for a new one.',
  alreadySubmitted: 'This list was sent already: thank you. To change it, ask the school for a new link.',
  notSubmitted: 'The teacher has not sent the list yet',
  draftMade: 'A draft was made from this list already',
  representativesApprove: 'Only the school’s own representatives approve its lists: the approval says the school verified it',
  unknownRequest: 'No such list request',
  tooMany: 'Too many attempts. Please try again later.',
} as const;
