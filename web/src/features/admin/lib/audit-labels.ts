/** The audit log in words: what each action is called, and a before/after value as text. */

const ACTION_LABELS: Record<string, string> = {
  'user.make_admin': 'Made admin',
  'user.revoke_admin': 'Revoked admin',
  'user.grant_credits': 'Granted credits',
  'user.remove_credits': 'Removed credits',
  'user.grant_pro': 'Granted Pro',
  'user.sign_out': 'Signed out everywhere',
  'user.disable': 'Disabled account',
  'user.enable': 'Enabled account',
  'user.delete': 'Deleted account',
  'form.unpublish': 'Unpublished form',
  'template.create': 'Added template',
  'template.update': 'Edited template',
  'template.retire': 'Retired template',
  'template.restore': 'Restored template',
  // Written by other modules (site content, brand kit) into the same log.
  'content.create': 'Created page',
  'content.update': 'Edited page',
  'content.activate': 'Activated page',
  'content.deactivate': 'Deactivated page',
  'brand_kit.update': 'Changed the global brand kit',
};

/** Filters offered in the log: whole groups, then single actions. */
export const ACTION_FILTERS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All actions' },
  { value: 'user.', label: 'Any user action' },
  { value: 'form.', label: 'Any form action' },
  { value: 'template.', label: 'Any template action' },
  { value: 'content.', label: 'Any site content action' },
  { value: 'brand_kit.', label: 'Any brand kit action' },
  ...Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** "Granted credits"; an action the console has no words for (another module's) as recorded. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** "Credits", "Disabled at": a recorded field's key in words. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A recorded value as text: "—" for none, Yes/No, numbers and words as they are, else JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Before and after side by side, one row per field that either side recorded. Values that are
 * not objects (or a missing side) become one row named "Value".
 */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  if ((isRecord(before) || before == null) && (isRecord(after) || after == null)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.map((key) => {
      const was = valueText(b[key]);
      const now = valueText(a[key]);
      return { field: fieldLabel(key), before: was, after: now, changed: was !== now };
    });
  }
  const was = valueText(before);
  const now = valueText(after);
  return [{ field: 'Value', before: was, after: now, changed: was !== now }];
}
