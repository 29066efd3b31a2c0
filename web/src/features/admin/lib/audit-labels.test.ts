import { describe, expect, it } from 'vitest';
import { actionLabel, changeRows, fieldLabel, valueText } from './audit-labels';

describe('the audit log in words', () => {
  it('names known actions and keeps unknown ones as recorded', () => {
    expect(actionLabel('user.grant_credits')).toBe('Granted credits');
    expect(actionLabel('content.deactivate')).toBe('Deactivated page');
    expect(actionLabel('webhook.something_new')).toBe('webhook.something_new');
  });

  it('turns recorded keys into words', () => {
    expect(fieldLabel('disabledAt')).toBe('Disabled at');
    expect(fieldLabel('subscription_end_date')).toBe('Subscription end date');
    expect(fieldLabel('role')).toBe('Role');
  });

  it('shows values as text', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(12)).toBe('12');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });

  it('lines up before and after by field, marking what changed', () => {
    expect(changeRows({ role: 'user', credits: 3 }, { role: 'admin', credits: 3 })).toEqual([
      { field: 'Role', before: 'user', after: 'admin', changed: true },
      { field: 'Credits', before: '3', after: '3', changed: false },
    ]);
    expect(changeRows(null, { published: false })).toEqual([
      { field: 'Published', before: '—', after: 'No', changed: true },
    ]);
    expect(changeRows('draft', 'live')).toEqual([
      { field: 'Value', before: 'draft', after: 'live', changed: true },
    ]);
  });
});
