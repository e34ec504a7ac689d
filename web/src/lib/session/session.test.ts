import { describe, expect, it } from 'vitest';
import { dashboardPathOf, roleOf } from './session';

describe('roleOf', () => {
  it('derives the role from the profile (docs/product.md §6)', () => {
    expect(roleOf({ type: 'ADMIN', schoolId: null })).toBe('admin');
    expect(roleOf({ type: 'ADMIN', schoolId: 'school-1' })).toBe('admin');
    expect(roleOf({ type: 'USER', schoolId: 'school-1' })).toBe('rep');
    expect(roleOf({ type: 'USER', schoolId: null })).toBe('parent');
    expect(roleOf({ type: 'GUEST', schoolId: 'school-1' })).toBe('parent');
  });

  it('treats an account without a profile as a parent', () => {
    expect(roleOf(null)).toBe('parent');
  });
});

describe('dashboardPathOf', () => {
  it('sends admins to /admin, school representatives to /school-dashboard, parents to /dashboard', () => {
    expect(dashboardPathOf('admin')).toBe('/admin');
    expect(dashboardPathOf('rep')).toBe('/school-dashboard');
    expect(dashboardPathOf('parent')).toBe('/dashboard');
  });
});
