/**
 * What the notify-me menu shows for each of core's notification modes ("Notify me: ..."), as
 * messages of the responses catalogue. `Record<ResponseNotifyMode, …>` makes a mode core adds
 * without a label here a compile error; notify-mode-labels.test.ts checks it at run time.
 */
import type { ResponseNotifyMode } from '@core/api/response-notifications';
import { responsesMessages as m } from '../messages';

export const NOTIFY_MODE_LABELS: Record<ResponseNotifyMode, string> = {
  off: m.notifyModeOff,
  immediate: m.notifyModeImmediate,
  daily: m.notifyModeDaily,
};
