/**
 * Reading a notification's actionUrl. It is a path on this site (or, in mail-like data, a full
 * address on it); anything pointing elsewhere is not followed, so a notification cannot send
 * someone off-site. An invitation's token is the URL's last path segment (spec §7).
 */
import type { Notification } from '@core/api/notifications';
import { safeRedirectPath } from '@/lib/safe-redirect';

function parse(actionUrl: string | undefined): URL | null {
  if (!actionUrl) return null;
  try {
    const url = new URL(actionUrl, window.location.origin);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** A path or same-site address as an in-app path, or null when it leads elsewhere. */
export function localPathOf(target: string | undefined): string | null {
  const url = parse(target);
  if (!url) return null;
  const path = safeRedirectPath(`${url.pathname}${url.search}${url.hash}`, '');
  return path === '' ? null : path;
}

/** The in-app path to open for a notification, or null when it has none to follow. */
export function actionPathOf(notification: Notification): string | null {
  return localPathOf(notification.data.actionUrl);
}

/** The invitation token: the last non-empty path segment of the actionUrl. */
export function invitationTokenOf(notification: Notification): string | null {
  const url = parse(notification.data.actionUrl);
  const segment = url?.pathname.split('/').filter(Boolean).at(-1);
  return segment ?? null;
}

/** Accept and Decline are offered only while the server says the invitation can be answered. */
export function isAnswerableInvitation(notification: Notification): boolean {
  return (
    notification.type === 'invitation' &&
    notification.data.invitationId !== undefined &&
    notification.data.invitationStatus === 'pending' &&
    invitationTokenOf(notification) !== null
  );
}

/** The badge's text: the count, capped at "9+" (spec §2, §9). */
export function unreadBadgeText(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
