import { defineMessages } from '@/lib/app-messages/app-messages';

/** Sharing's words: the Share dialog, the invitation page and their toasts. */
export const sharingMessages = defineMessages({
  // Roles
  roleOwner: 'Owner',
  roleEditor: 'Editor',
  roleViewer: 'Viewer',
  roleEditorExplained:
    'Also edits, publishes and unpublishes, and can delete responses. Cannot delete, share or transfer the form.',
  roleViewerExplained:
    'Sees the form, its responses, summaries and exports. Cannot change anything.',
  expired: 'Expired',
  expiresSoon: 'Expires in less than an hour',
  expiresInHours: 'Expires in {count, plural, one {# hour} other {# hours}}',
  expiresInDays: 'Expires in {count, plural, one {# day} other {# days}}',

  // The Share button and dialog
  share: 'Share',
  shareNamed: 'Share {title}',
  dialogTitle: 'Share “{title}”',
  dialogDescription: 'Invite people to see this form’s responses or to edit it with you.',
  loading: 'Loading…',
  guestNotice:
    'Sharing a form needs an account, so the people you invite know who is asking and the form stays yours. Sign in or create a free account: your guest forms move into it.',
  logInOrCreate: 'Log in or create an account',
  loadingPeople: 'Loading the people with access…',
  goneTitle: 'This form is no longer shared with you',
  goneDescription: 'It may have been deleted.',
  loadErrorTitle: "Couldn't load who has access",
  checkConnection: 'Check your connection and try again.',
  onlyOwnerShares: 'Only the owner can invite people or change what they can do.',

  // Inviting
  inviteForm: 'Invite someone',
  recipientLabel: 'E-mail address or username',
  roleLabel: 'Role',
  roleExplained: '<strong>{role, select, editor {Editor:} other {Viewer:}}</strong> {explanation}',
  sending: 'Sending…',
  sendInvitation: 'Send invitation',
  invitationSent: 'Invitation sent',
  invitationSentDescription: '{who} can accept it from the e-mail or their notifications.',
  inviteFailed: "Couldn't send the invitation",
  pleaseTryAgain: 'Please try again.',

  // People with access
  peopleHeading: 'People with access',
  you: ' (you)',
  roleFor: 'Role for {name}',
  makeOwnerNamed: 'Make {name} the owner',
  makeOwner: 'Make owner',
  removeNamed: 'Remove {name}',
  remove: 'Remove',
  leave: 'Leave',
  nobodyElse: 'Nobody else has access yet.',
  inviteAbove: ' Invite someone above to work on this form together.',
  transferTitle: 'Make {name} the owner?',
  transferDescription:
    '{name} becomes the owner of “{title}”: they can delete it, share it and transfer it again. You stay on as an editor, so you can still edit it, but you can no longer delete or share it. You both get a notification and an e-mail.',
  transferConfirm: 'Transfer ownership',
  transferPending: 'Transferring…',
  removeTitle: 'Remove {name}?',
  removeDescription:
    '{name} can no longer open “{title}” or its responses. They get an e-mail saying so.',
  removePending: 'Removing…',
  leaveTitle: 'Leave this form?',
  leaveDescription:
    'You can no longer open “{title}” or its responses. The owner can invite you again.',
  leavePending: 'Leaving…',

  // Pending invitations
  pendingHeading: 'Pending invitations',
  revokeNamed: 'Revoke the invitation to {who}',
  revoke: 'Revoke',

  // Toasts of the dialog's changes
  roleChanged: 'Role changed',
  roleChangedDescription: '{name} is now {role, select, editor {an editor} other {a viewer}}.',
  roleChangeFailed: "Couldn't change the role",
  accessRemoved: 'Access removed',
  accessRemovedDescription: '{name} can no longer open this form.',
  removeFailed: "Couldn't remove them",
  leftTitle: 'You left the form',
  leftDescription: 'It is no longer shared with you.',
  leaveFailed: "Couldn't leave the form",
  revokedTitle: 'Invitation revoked',
  revokedDescription: 'The link sent to {email} no longer works.',
  revokeFailed: "Couldn't revoke the invitation",
  transferredTitle: 'Ownership transferred',
  transferredDescription: '{name} now owns this form.',
  transferFailed: "Couldn't transfer ownership",

  // The invitation page
  documentTitle: 'Invitation',
  pageHeading: 'Invitation',
  loadingInvitation: 'Loading the invitation…',
  brokenTitle: "This invitation link doesn't work",
  brokenDescription:
    'It may be incomplete or mistyped. Open the link from the e-mail again, or ask the person who invited you to send a new invitation.',
  invitationLoadError: "Couldn't load the invitation",
  theOwner: 'The owner',
  expiredTitle: 'This invitation has expired',
  expiredDescription: 'Invitations last 7 days. Ask {who} to invite you to “{title}” again.',
  withdrawnTitle: 'This invitation was withdrawn',
  withdrawnDescription: '{who} took back the invitation to “{title}”.',
  answeredTitle: 'This invitation was already answered',
  answeredDescription:
    'The invitation to “{title}” was {status, select, accepted {accepted} declined {declined} other {{status}}}. Each invitation can be used once.',
  sharedWithMe: 'Forms shared with me',
  goToDashboard: 'Go to the dashboard',

  // A pending invitation's card
  someone: 'Someone',
  invitationBadge: 'Invitation · {role}',
  invitedYou: '{who} invited you to “{title}”',
  asRole: 'As {role, select, editor {an editor} other {a viewer}}: {explanation}',
  sentTo: 'Sent to <mail>{address}</mail>. {expiry}.',
  verifyToAnswer: 'Verify your e-mail address to answer this invitation.',
  checkingSession: 'Checking who is signed in…',
  needAccount: 'You need an account to accept. It takes a minute.',
  createAccount: 'Create an account',
  logIn: 'Log in',
  wrongAccount:
    'This invitation was sent to <mail>{address}</mail>, and you are signed in as {username}. Log out, then open this link again signed in as the account it was sent to.',
  accepting: 'Accepting…',
  accept: 'Accept',
  declining: 'Declining…',
  decline: 'Decline',
  acceptedTitle: 'Invitation Accepted',
  acceptedDescription: 'You can now collaborate on this form',
  declinedTitle: 'Invitation Declined',
  declinedDescription: 'The invitation has been declined',
  errorTitle: 'Error',
  respondFailed: 'Failed to respond to invitation',
});
