import { describe, expect, it } from 'vitest';
import { RESPONSE_NOTIFY_MODES } from '@core/api/response-notifications';
import { t } from '@/lib/app-messages/app-messages';
import { NOTIFY_MODE_LABELS } from './notify-mode-labels';

describe('the notify-me labels', () => {
  it('name every mode core has, and only those', () => {
    expect(Object.keys(NOTIFY_MODE_LABELS).sort()).toEqual([...RESPONSE_NOTIFY_MODES].sort());
  });

  it('read as the menu has always shown them', () => {
    expect(RESPONSE_NOTIFY_MODES.map((mode) => t(NOTIFY_MODE_LABELS[mode]))).toEqual([
      'Off',
      'Each response',
      'Daily digest',
    ]);
  });
});
