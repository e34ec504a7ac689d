import { describe, expect, it } from 'vitest';
import { createBody, listFormValues, updateBody } from './list-form';
import { aList } from '../testing/fixtures';

describe('what the dialog sends', () => {
  it('creates without a price when it is empty, so the list is priced from its products', () => {
    expect(createBody('school-1', { name: ' Grade 3 ', totalPrice: '' })).toEqual({ schoolId: 'school-1', name: 'Grade 3' });
    expect(createBody('school-1', { name: 'Grade 3', totalPrice: 20 })).toEqual({ schoolId: 'school-1', name: 'Grade 3', totalPrice: 20 });
  });

  it('never sends a published list’s locked price; a draft’s emptied price asks for the automatic one', () => {
    expect(updateBody({ published: true }, { name: 'K', totalPrice: 1 })).toEqual({ name: 'K' });
    expect(updateBody({ published: false }, { name: 'K', totalPrice: '' })).toEqual({ name: 'K', totalPrice: null });
  });

  it('opens with the list’s name and price, or empty', () => {
    expect(listFormValues()).toEqual({ name: '', totalPrice: '' });
    expect(listFormValues(aList({ totalPrice: null }))).toEqual({ name: '5th Grade Supply List', totalPrice: '' });
  });
});
