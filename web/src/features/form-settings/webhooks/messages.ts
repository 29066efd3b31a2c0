import { defineMessages } from '@/lib/app-messages/app-messages';

/** The webhooks section of the form settings page: endpoints, deliveries and secrets. */
export const webhooksMessages = defineMessages({
  // Section
  title: 'Webhooks',
  description: 'Send each new response, and other events, to another service as it happens.',
  addEndpoint: 'Add endpoint',
  loadError: "Couldn't load the webhooks",
  checkConnection: 'Check your connection and try again.',
  loading: 'Loading the webhooks…',
  emptyTitle: 'No webhooks yet: send responses to Slack, Zapier or your own server',
  emptyDescription: 'Add an endpoint URL and choose the events it receives.',
  endpoints: 'Endpoints',
  deleteConfirm: 'Delete this webhook?',
  deleteDescription:
    'Events stop going to <url>{address}</url>, and its delivery log is deleted with it. This cannot be undone.',
  deleteWebhook: 'Delete webhook',
  deleting: 'Deleting…',

  // Add dialog
  urlHint:
    '{http, select, yes {An https or http address your receiver listens on.} other {An https address your receiver listens on.}} {private, select, yes {This server may also call addresses on its own network.} other {Addresses inside the server’s own network are refused.}}',
  addError: "Couldn't add the webhook",
  pleaseTryAgain: 'Please try again.',
  addTitle: 'Add a webhook',
  addDescription:
    'Formloom sends a signed POST request to this URL whenever one of the chosen events happens.',
  endpointUrl: 'Endpoint URL',
  events: 'Events',
  cancel: 'Cancel',
  adding: 'Adding…',
  addWebhook: 'Add webhook',
  addedTitle: 'Webhook added',
  addedDescription:
    'Copy the signing secret into your receiver: it checks with it that each request comes from Formloom.',
  endpointLine: '<label>Endpoint:</label> {url}',
  addedSecretHint:
    "Keep it private, like a password. You can show it again from the webhook's menu.",
  done: 'Done',

  // Event and status names
  eventResponseCompleted: 'A response is submitted',
  eventResponseDeleted: 'A response is deleted',
  eventFormPublished: 'The form is published',
  eventFormUnpublished: 'The form is unpublished',
  eventTest: 'A test event you sent',
  statusPending: 'Pending',
  statusDelivered: 'Delivered',
  statusFailed: 'Failed',

  // Endpoint card
  enabled: 'Enabled',
  creatorLostAccess:
    "{reason} It can't be turned on again, because they know its signing secret. To keep getting these events, add a new webhook: it gets a new secret.",
  disabledByFormloom: 'Disabled by Formloom: {reason} Enable it again once the receiver works.',
  failingSince: 'Failing since {time}. After 24 hours of failures it is disabled.',
  lastDelivery: 'Last delivery:',
  noDeliveries: 'No deliveries yet',
  sending: 'Sending…',
  sendTestEvent: 'Send test event',
  deliveryLog: 'Delivery log',
  signingSecret: 'Signing secret',
  delete: 'Delete',
  addedBy: 'Added by <name>{creatorName}</name> (<email>{creatorEmail}</email>) on {when}',
  addedOn: 'Added on {when}',

  // Delivery log
  deliveriesLoading: 'Loading the deliveries…',
  deliveriesLoadError: "Couldn't load the deliveries",
  noDeliveriesYet: 'No deliveries yet. Send a test event to try the endpoint.',
  somePending: 'Some deliveries are pending: this log updates itself.',
  deliveriesTo: 'Deliveries to {url}',
  loadingMore: 'Loading…',
  loadOlder: 'Load older deliveries',
  deliveryLabel: '{event}, {status}',
  showAttempts: ', show attempts',
  attemptsAt: '{count, plural, one {# attempt} other {# attempts}} · {time}',
  redeliverLabel: 'Redeliver {event} from {time}',
  redeliver: 'Redeliver',
  webhookId: 'webhook-id <id>{messageId}</id>',
  webhookIdNextTry: 'webhook-id <id>{messageId}</id> · next try {time}',
  notTried: 'Not tried yet: it is waiting its turn.',
  attempts: 'Attempts',
  attempt: 'Attempt {attempt}',
  duration: '{ms} ms',
  noResponse: 'No response',
  httpStatus: 'HTTP {status}',
  responseBodyOf: 'Response body of attempt {attempt}',

  // Toasts of the endpoint's actions
  webhookEnabled: 'Webhook enabled',
  webhookDisabled: 'Webhook disabled',
  enabledDescription: 'New events are sent to it again.',
  disabledDescription: 'No events are sent to it until you enable it.',
  changeError: "Couldn't change the webhook",
  testQueued: 'Test event queued',
  testQueuedDescription: 'Its delivery shows in the log.',
  testError: "Couldn't send the test event",
  redeliveryQueued: 'Redelivery queued',
  redeliveryQueuedDescription: 'The same event is sent again, with the same webhook-id.',
  redeliverError: "Couldn't redeliver the event",
  webhookDeleted: 'Webhook deleted',
  webhookDeletedDescription: 'No more events are sent to it.',
  deleteError: "Couldn't delete the webhook",

  // Signing secret
  secretRotated: 'Secret rotated',
  secretRotatedDescription: 'Put the new secret in your receiver: the old one no longer verifies.',
  rotateError: "Couldn't rotate the secret",
  secretDescription: 'The secret that signs every request to {url}.',
  secretLoading: 'Loading the secret…',
  secretLoadError: "Couldn't load the secret",
  secretHint: 'Keep it private, like a password.',
  rotateGroup: 'Rotate the secret',
  rotateWarning:
    'The current secret stops working at once: requests fail verification until your receiver has the new one.',
  rotating: 'Rotating…',
  rotateNow: 'Rotate now',
  keepThisOne: 'Keep this one',
  rotateSecret: 'Rotate secret…',
  close: 'Close',
  secretCopied: 'Secret copied',
  copyError: "Couldn't copy the secret",
  copyYourself: 'Select it and copy it yourself.',
  copied: 'Copied',
  copy: 'Copy',

  // Signature help
  verifyTitle: 'How to verify the signature',
  verifyIntro:
    'Every request follows the <link>Standard Webhooks</link> specification. It carries three headers: <code>webhook-id</code> (the same on every retry, so you can skip an event you already handled), <code>webhook-timestamp</code> and <code>webhook-signature</code>, an HMAC-SHA256 of the id, the timestamp and the raw body, made with the endpoint’s signing secret.',
  opensInNewTab: '(opens in a new tab)',
  verifyCheck:
    'Check it with any Standard Webhooks library before trusting the body, and refuse timestamps older than five minutes. In Node.js:',
  verifyExample: 'Example: verifying in Node.js',
  verifyAnswer:
    'Answer with any 2xx status within 10 seconds. Anything else is retried with growing pauses for 24 hours; an endpoint that fails all that time is disabled and you are told.',
});
