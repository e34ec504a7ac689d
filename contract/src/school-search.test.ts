import { describe, expect, it } from 'vitest';
import { schoolSearchTerms, SEARCH_KEY_MAX, searchKey } from './school-search';

const lincoln = { name: 'Lincoln Elementary School', fullAddress: '1200 Oak Street, Springfield, IL 62701' };

describe('school search', () => {
  it('reads a search without case, accents or punctuation', () => {
    expect(searchKey('  García-López ')).toBe('garcia lopez');
    expect(searchKey('St. Mary’s')).toBe('st mary s');
    expect(searchKey('x'.repeat(40))).toHaveLength(SEARCH_KEY_MAX);
    expect(searchKey(' - ')).toBe('');
  });

  it('finds a school from the start of any word of its name, its city or its ZIP code', () => {
    const terms = schoolSearchTerms(lincoln);
    for (const typed of ['L', 'linc', 'Lincoln Elem', 'elementary', 'elementary school', 'school', 'Springf', '627', '62701']) {
      expect(terms).toContain(searchKey(typed));
    }
  });

  it('does not find it from the middle of a word, its street or its state', () => {
    const terms = schoolSearchTerms(lincoln);
    for (const typed of ['coln', 'oak street', 'il', '1200', 'lincoln school']) expect(terms).not.toContain(searchKey(typed));
  });

  it('finds accented names typed without their accents', () => {
    expect(schoolSearchTerms({ name: 'Escuela Benito Juárez', fullAddress: '' })).toContain('benito juarez');
  });

  it('keeps keys within the longest search', () => {
    const terms = schoolSearchTerms({ name: 'The Extraordinarily Long Name Of A Community Charter Academy', fullAddress: 'Main St, Springfield, IL 62701' });
    expect(Math.max(...terms.map((term) => term.length))).toBeLessThanOrEqual(SEARCH_KEY_MAX);
    expect(terms).toContain(searchKey('The Extraordinarily Long Name Of'.slice(0, SEARCH_KEY_MAX)));
  });
});
