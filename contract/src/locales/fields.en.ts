/** What every text field and id of a payload is checked for; the API prefixes the field's name. */
export default {
  tooLong: 'must be at most {max} characters',
  invalidText: 'contains characters that are not valid text',
  invalidId: 'Invalid id',
} as const;
