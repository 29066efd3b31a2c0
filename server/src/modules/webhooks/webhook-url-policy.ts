/**
 * The rules an endpoint URL must meet beyond its shape (core/api/webhooks.ts), checked when it is
 * saved and again before every delivery (a rule may have tightened since, or the row been edited
 * by hand). Addresses are not checked here: the host's addresses are checked when the request
 * connects (send-webhook.ts), so a name that resolves differently later cannot slip through.
 */
import { WEBHOOK_URL_MAX } from '@core/api/webhooks';

export interface WebhookUrlRules {
  /** WEBHOOK_ALLOW_HTTP: plain http for development. */
  allowHttp: boolean;
  /** WEBHOOK_ALLOW_PRIVATE: private addresses (and these names) for self-hosters and tests. */
  allowPrivate: boolean;
}

/**
 * Names of cloud metadata services: they resolve to link-local addresses the connection check
 * refuses anyway, and are refused by name too, before any lookup (an operator's resolver might
 * map them elsewhere inside the network).
 */
const METADATA_HOSTS = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Why the URL cannot be used, or null when it can. */
export function webhookUrlProblem(value: string, rules: WebhookUrlRules): string | null {
  if (value.length > WEBHOOK_URL_MAX) {
    return `The URL can be at most ${WEBHOOK_URL_MAX} characters`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full URL, like https://example.com/hook';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowHttp)) {
    return 'The URL must start with https://';
  }
  if (url.username !== '' || url.password !== '') {
    return 'The URL cannot contain a user name or password; use the signing secret';
  }
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (!rules.allowPrivate && METADATA_HOSTS.has(host)) {
    return 'This address is not allowed: it belongs to a cloud metadata service';
  }
  // RFC 6761: localhost and its subdomains are this machine, whatever a resolver says.
  if (!rules.allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) {
    return 'This address is not allowed: it is this server itself';
  }
  return null;
}
