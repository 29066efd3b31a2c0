/**
 * Request URLs in logs without the secrets some of them carry: invitation, password-reset and
 * unsubscribe links hold their token in the query (`token=`) or, for the invitation page, as the
 * last path segment (spec §7: the token is the last segment of the notification's actionUrl).
 * Whoever reads the logs must not be able to accept an invitation or reset a password with them.
 */
const TOKEN_PARAM = /([?&](?:token|session_id)=)[^&#]*/gi;
const INVITATION_PAGE = /^(\/invitations\/[^/?#]+\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(INVITATION_PAGE, '$1[redacted]').replace(TOKEN_PARAM, '$1[redacted]');
}
