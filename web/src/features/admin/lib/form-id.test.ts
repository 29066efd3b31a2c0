import { describe, expect, it } from 'vitest';
import { formIdFrom } from './form-id';

describe('a form id from what an admin pastes', () => {
  it('takes an id as it is', () => {
    expect(formIdFrom('  abc_123-XY ')).toBe('abc_123-XY');
  });

  it('finds the id in any link to the form', () => {
    expect(formIdFrom('https://formloom.test/forms/abc123/edit')).toBe('abc123');
    expect(formIdFrom('/forms/abc123/responses?tab=summary')).toBe('abc123');
    expect(formIdFrom('http://localhost:3000/form-builder/xyz')).toBe('xyz');
    expect(formIdFrom('/anonymous-forms/g1/preview')).toBe('g1');
  });

  it('refuses what is not a form', () => {
    expect(formIdFrom('')).toBeNull();
    expect(formIdFrom('/forms/new')).toBeNull();
    expect(formIdFrom('not a form id')).toBeNull();
    expect(formIdFrom('https://formloom.test/pricing')).toBeNull();
  });
});
