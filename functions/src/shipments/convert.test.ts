import { describe, expect, it } from 'vitest';
import { anOrder } from '../test/orders';
import { byManifestTeacher, toManifestBox } from './convert';

describe('a manifest box', () => {
  it('names its teacher once known, and nothing before', () => {
    expect(toManifestBox('o1', anOrder({ teacherName: 'Ms. Ortiz' })).teacher).toBe('Ms. Ortiz');
    expect(toManifestBox('o2', anOrder({ teacherName: null }))).not.toHaveProperty('teacher');
    expect(toManifestBox('o3', anOrder())).not.toHaveProperty('teacher');
  });

  it('lists the boxes by teacher, those of no known teacher last, in the shipment order within one', () => {
    const boxes = [
      toManifestBox('a', anOrder()),
      toManifestBox('b', anOrder({ teacherName: 'Mr. Lee' })),
      toManifestBox('c', anOrder({ teacherName: 'ms. baker' })),
      toManifestBox('d', anOrder({ teacherName: 'Mr. Lee' })),
    ];
    expect(byManifestTeacher(boxes).map((box) => box.orderId)).toEqual(['b', 'd', 'c', 'a']);
  });
});
