/** The audit log in words: what each action is called, and a before/after value as text. */
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../messages';

const ACTION_LABELS: Record<string, string> = {
  'user.make_admin': m.actionMakeAdmin,
  'user.revoke_admin': m.actionRevokeAdmin,
  'user.grant_credits': m.actionGrantCredits,
  'user.remove_credits': m.actionRemoveCredits,
  'user.grant_pro': m.actionGrantPro,
  'user.sign_out': m.actionSignOut,
  'user.disable': m.actionDisable,
  'user.enable': m.actionEnable,
  'user.delete': m.actionDelete,
  'form.unpublish': m.actionUnpublish,
  'template.create': m.actionTemplateCreate,
  'template.update': m.actionTemplateUpdate,
  'template.retire': m.actionTemplateRetire,
  'template.restore': m.actionTemplateRestore,
  // Written by other modules (site content, brand kit) into the same log.
  'content.create': m.actionContentCreate,
  'content.update': m.actionContentUpdate,
  'content.activate': m.actionContentActivate,
  'content.deactivate': m.actionContentDeactivate,
  'brand_kit.update': m.actionBrandKitUpdate,
};

/** Filters offered in the log: whole groups, then single actions; each label a message. */
export const ACTION_FILTERS: readonly { value: string; label: string }[] = [
  { value: '', label: m.filterAllActions },
  { value: 'user.', label: m.filterUserActions },
  { value: 'form.', label: m.filterFormActions },
  { value: 'template.', label: m.filterTemplateActions },
  { value: 'content.', label: m.filterContentActions },
  { value: 'brand_kit.', label: m.filterBrandKitActions },
  ...Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** "Granted credits"; an action the console has no words for (another module's) as recorded. */
export function actionLabel(action: string): string {
  const label = ACTION_LABELS[action];
  return label ? t(label) : action;
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
  if (typeof value === 'boolean') return value ? t(m.valueYes) : t(m.valueNo);
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
  return [{ field: t(m.changeValue), before: was, after: now, changed: was !== now }];
}
