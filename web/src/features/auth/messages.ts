import { defineMessages } from '@/lib/app-messages/app-messages';

/** The sign-in, registration, password reset and e-mail verification screens' words. */
export const authMessages = defineMessages({
  // Shared by several screens
  fieldUsername: 'Username',
  fieldEmail: 'Email',
  fieldPassword: 'Password',
  fieldConfirmPassword: 'Confirm password',
  passwordHint: 'At least 8 characters.',
  signIn: 'Sign in',
  createAccount: 'Create account',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
  accountSettings: 'Account settings',

  // /auth (auth-page.tsx)
  authDocumentTitle: 'Log in or sign up',
  authTitle: 'Log in or create an account',
  authDescription: 'Save your forms, publish more of them and collaborate with your team.',
  authTabs: 'Account',
  guestPrompt:
    'Not now? <link>Continue as a guest</link>. Your forms move into your account when you sign up.',

  // /login (login-page.tsx)
  loginDocumentTitle: 'Log in',
  loginTitle: 'Welcome back',
  loginDescription: 'Log in with your username and password to pick up where you left off.',
  newToFormloom: 'New to Formloom? <link>Create an account</link>',

  // Google (google-sign-in-button.tsx)
  or: 'or',
  googleWaiting: 'Waiting for Google…',
  googleContinue: 'Continue with Google',

  // Sign-in form (sign-in-form.tsx)
  signInForm: 'Sign in',
  usernameHint: 'Or the e-mail address of your account.',
  forgotPassword: 'Forgot password?',
  loadingVerification: 'Loading the verification…',
  signingIn: 'Signing in…',
  verifyAndSignIn: 'Verify and sign in',

  // Two-factor step (two-factor-step.tsx)
  twoFactorTitle: 'Two-factor sign-in',
  backupCodeInstructions:
    'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each works once.',
  backupCode: 'Backup code',
  authenticationCode: 'Authentication code',
  authenticationCodeHint: 'The 6-digit code your authenticator app shows for Formloom.',
  useAuthenticatorApp: 'Use your authenticator app instead',
  useBackupCode: 'Use a backup code instead',
  back: 'Back',

  // Registration (register-form.tsx)
  welcomeBackTitle: 'Welcome Back!',
  welcomeBackNotice: 'This e-mail already has an account. Taking you to sign in…',
  fieldName: 'Name',
  usernameHintRules: 'Letters, numbers, dots, dashes and underscores.',
  invitationSentTo: 'Your invitation was sent to {email}.',
  creatingAccount: 'Creating your account…',

  // Toasts and fallbacks of the requests (api/*.ts)
  welcomeBackToast: 'Welcome back!',
  welcomeToast: 'Welcome!',
  loginFailed: 'Login Failed',
  loginFailedFallback: 'Failed to log in. Please check your credentials.',
  registrationFailed: 'Registration Failed',
  registrationFailedFallback: 'Failed to create account. Please try again.',
  googleFailed: 'Sign In Failed',
  googleFailedMessage: 'Failed to sign in with Google. Please try again.',
  returningDescription: 'You already have an account. Taking you to sign in…',
  passwordChangedTitle: 'Password Changed',
  passwordChangedDescription: 'Sign in with your new password.',

  // /forgot-password (forgot-password-page.tsx)
  forgotDocumentTitle: 'Forgot password',
  forgotTitle: 'Forgot your password?',
  forgotDescription:
    "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  forgotForm: 'Ask for a reset link',
  sendFailedFallback: 'Failed to send the reset link. Please try again.',
  sendingLink: 'Sending the link…',
  sendResetLink: 'Send reset link',
  rememberedIt: 'Remembered it? <link>Back to sign in</link>',
  resetLinkAdvice:
    'The link works once, for one hour. Nothing in your inbox after a few minutes? Look in the spam folder, check the address, and send it again.',
  sendAgain: 'Send it again',

  // /reset-password (reset-password-page.tsx)
  resetTitle: 'Choose a new password',
  resetDescription: 'Changing it signs you out on every device. Then sign in with the new one.',
  resetFailedFallback: 'Failed to reset the password. Please try again.',
  resetLinkUnusable: 'This link cannot be used',
  askNewLink: 'Ask for a new link',
  resetForm: 'Reset password',
  newPassword: 'New password',
  savingPassword: 'Saving the password…',
  setNewPassword: 'Set new password',

  // Why sign-in is asked for (redirect-notice.tsx, redirect-purpose.ts)
  redirectNotice: '{purpose} After signing in you will go straight there.',
  loadingInvitation: 'Loading the invitation…',
  invitationLinkBroken:
    "This invitation link doesn't work: it may be incomplete or mistyped. You can still create an account or sign in.",
  invitationLoadFailed:
    "Couldn't load the invitation. You can still create an account or sign in. After signing in you will go back to it.",
  invitationPending:
    'Create a free account or sign in to accept the invitation{hasInviter, select, true { from {invitedBy}} other {}} for “{formTitle}”. After signing in you will go straight back to it.',
  invitationExpired:
    'The invitation{hasInviter, select, true { from {invitedBy}} other {}} for “{formTitle}” has expired. You can still create an account or sign in. Ask {hasInviter, select, true {{invitedBy}} other {the owner}} to invite you again.',
  invitationRevoked:
    'The invitation{hasInviter, select, true { from {invitedBy}} other {}} for “{formTitle}” was withdrawn. You can still create an account or sign in.',
  invitationDone:
    'The invitation{hasInviter, select, true { from {invitedBy}} other {}} for “{formTitle}” was already {status}. Sign in to see your forms.',
  signInToDashboard: 'Sign in to open your dashboard.',
  signInToBrandKit: 'Sign in to open your brand kit.',
  signInToTemplates: 'Sign in to see your templates.',
  signInToProfile: 'Sign in to open your profile.',
  signInToNotifications: 'Sign in to see your notifications.',
  signInToBilling: 'Sign in to see your plan and billing.',
  signInToCheckout: 'Sign in to continue to checkout.',
  signInToSubscription: 'Sign in to see your subscription.',
  signInToManageSubscription: 'Sign in to manage your subscription.',
  signInToNpsAnalytics: 'Sign in to see your NPS analytics.',
  signInToVerifyEmail: 'Sign in to verify your e-mail address.',
  signInToEditForm: 'Sign in to edit this form.',
  signInToPreviewForm: 'Sign in to preview this form.',
  signInToFormResponses: "Sign in to see this form's responses.",
  signInToFormSettings: "Sign in to open this form's settings.",
  signInToSharedForms: 'Sign in to see the forms shared with you.',
  signInToContinue: 'Sign in to continue.',

  // /verify-email (verify-email-page.tsx)
  verifyTitle: 'Verify your e-mail address',
  verifying: 'Verifying your e-mail address…',
  emailChangedTitle: 'Your e-mail address is changed',
  emailVerifiedTitle: 'Your e-mail address is verified',
  emailChangedDescription:
    'Your account now uses {email}. We told your previous address about the change.',
  emailVerifiedDescription:
    '{email} is verified. Invitations sent to it can now reach your account.',
  goToDashboard: 'Go to the dashboard',
  addressTakenTitle: 'This address belongs to another account',
  addressTakenFallback: 'Another account has verified this address.',
  verifyFailedTitle: "We couldn't verify your address",
  verifyFailedDescription: 'Check your connection and try again.',
  linkInvalidTitle: "This link doesn't work",
  linkExpiredTitle: 'This link has expired',
  linkUsedTitle: 'This link was already used',
  linkOtherAccountTitle: 'This link is for another account',
  // Why (core's VERIFICATION_LINK_MESSAGES by reason; the server sends the same English)
  linkInvalid:
    'This verification link is not valid. Open the whole link from the e-mail, or send a new one.',
  linkExpired: 'This verification link has expired: links work for {hours} hours. Send a new one.',
  linkUsed:
    'This verification link was already used, or a newer link or a change to your account replaced it.',
  linkOtherAccount:
    'This link was sent for a different Formloom account. Sign out, then open it again signed in as the account it was sent to.',
  alreadyVerifiedTitle: 'Your e-mail address is already verified',
  alreadyVerifiedDescription: 'This link was used before. There is nothing more to do.',
  signedInAs: '{text} You are signed in as {username}.',
});
