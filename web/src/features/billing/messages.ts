import { defineMessages } from '@/lib/app-messages/app-messages';

/** Billing's words: /billing, /pricing, checkout, the Stripe hand-over and its return, cancelling. */
export const billingMessages = defineMessages({
  // Shared
  checkConnection: 'Check your connection and try again.',
  goToBilling: 'Go to billing',
  backToBilling: 'Back to billing',
  backToPricing: 'Back to pricing',
  seePlans: 'See plans and pricing',
  goToDashboard: 'Go to dashboard',
  loading: 'Loading…',
  monthly: 'Monthly',
  yearly: 'Yearly',
  forever: 'forever',
  upgradeToPro: 'Upgrade to Pro',
  unlimitedPublishing: 'Unlimited form publishing',
  cancelAnyTime: 'Cancel any time: Pro stays until the end of the period you paid for',
  stripeNote: "You pay on Stripe's secure page; Formloom never sees your card number.",
  openingCheckout: 'Opening secure checkout…',
  proRenewsOn: 'Pro renews on {date}.',
  /** A price and its period: "$12 per month". */
  pricePer: '{amount} {per}',
  credits: '{count, plural, one {# credit} other {# credits}}',

  // /billing
  billingTitle: 'Billing',
  billingDescription: 'Your plan, credits, invoices and payment method in one place.',
  loadingBilling: 'Loading billing…',
  billingLoadError: "Couldn't load billing",
  overLimitNote:
    'You have {counted, plural, one {# published form} other {# published forms}} and the Free plan allows {limit}. They stay published and keep collecting responses, but a new form can be published only once you are under the limit, with a credit, or on Pro.',
  billingPeriod: 'Billing period',

  // The plan card
  proPlan: 'Pro plan',
  freePlan: 'Free plan',
  proSummary: 'Unlimited form publishing.',
  freeSummary: 'Publish up to your free limit; upgrade for unlimited publishing.',
  paymentFailedNote:
    'Your last payment failed. Update your payment method to keep Pro; Stripe tries the payment again in the meantime.',
  rowBilling: 'Billing',
  givenByAdmin: 'Given by an administrator',
  proEndedOn: 'Pro ended on',
  renewsOn: 'Renews on',
  proEndsOn: 'Pro ends on',
  publishedForms: 'Published forms',
  publishedUnlimited: '{counted} (unlimited)',
  publishedOfLimit: '{counted} of {limit}',
  autoRenewal: 'Auto-renewal',
  renewalOnDate: 'On: Pro renews on {date}.',
  renewalOn: 'On: Pro renews automatically.',
  renewalOffDate: 'Off: Pro ends on {date}. Turn it on to keep Pro.',
  renewalOff: 'Off: Pro ends at the end of the period. Turn it on to keep Pro.',
  opening: 'Opening…',
  managePayment: 'Manage payment method and invoices',
  // A Stripe subscription's status
  statusActive: 'Active',
  statusTrialing: 'Trial',
  statusPastDue: 'Payment failed',
  statusUnpaid: 'Unpaid',
  statusCanceled: 'Ended',
  statusIncomplete: 'Awaiting payment',
  statusIncompleteExpired: 'Expired',
  statusPaused: 'Paused',

  // The credits card and the ledger
  creditsHeading: 'Credits',
  creditsAvailable: '{count, plural, one {credit} other {credits}} available',
  creditExplain:
    'One credit publishes one form beyond the free limit for {days} days. When it lapses, the form stays published and counts towards the limit again.',
  publishedWithCredit: 'Published with a credit',
  creditUntil: 'until {date}',
  buyCredits: 'Buy credits',
  creditHistory: 'Credit history',
  creditHistoryCaption: 'Credit history, newest first',
  noCreditActivity: 'No credit activity yet',
  noCreditActivityDescription:
    'Credits you buy, spend or are given show here, with the date and the balance change.',
  columnDate: 'Date',
  columnDescription: 'Description',
  columnCredits: 'Credits',
  entryStatus: '({status})',
  olderLoadError: "Couldn't load older entries. Check your connection and try again.",
  showOlder: 'Show older entries',

  // The storage card
  storageHeading: 'Storage',
  storageDescription: 'Files uploaded to your forms and your brand logos.',
  storageUsed: '{used} of {quota} used',
  storageValueText: '{percent}%: {text}',
  storageFull:
    'Your storage is full: your forms no longer accept file uploads. Delete responses with files you no longer need.',
  storageFullFree:
    'Your storage is full: your forms no longer accept file uploads. Delete responses with files you no longer need, or upgrade to Pro for more room.',
  storageAlmostFull:
    'Your storage is almost full. When it is full, your forms stop accepting file uploads. Delete responses with files you no longer need.',
  storageAlmostFullFree:
    'Your storage is almost full. When it is full, your forms stop accepting file uploads. Delete responses with files you no longer need, or upgrade to Pro for more room.',

  // Toasts of the billing actions
  autoRenewalOnTitle: 'Auto-renewal is on',
  proRenewsAutomatically: 'Pro renews automatically.',
  autoRenewalOffTitle: 'Auto-renewal is off',
  proStaysUntilDate: 'Pro stays until {date}, then your account moves to the Free plan.',
  proStaysUntilEnd: 'Pro stays until the end of the period you paid for.',
  autoRenewalError: "Couldn't change auto-renewal",
  portalError: "Couldn't open invoices and payment details",
  // What a failed billing call means
  errorAlreadySubscribed: 'You are already on Pro. Manage your subscription on the billing page.',
  errorNoSubscription: 'There is no Pro subscription on this account.',
  errorNoBillingAccount:
    'There are no invoices or payment details yet: they appear after your first payment.',
  errorPaymentProvider:
    'The payment provider could not be reached. Nothing was charged; please try again.',
  errorSessionEnded: 'Your session has ended. Sign in again to continue.',
  errorGeneric: 'Something went wrong. Please try again.',

  // /pricing
  pricingTitle: 'Pricing',
  // Core's PAYMENTS_NOT_CONFIGURED_MESSAGE, which the server's 409 carries too
  paymentsNotConfigured: 'Payments are not configured on this server.',
  // Core's PRICING_INTRO, which the server's prerendered /pricing shows too: keep them the same
  // (pricing-page.test.tsx finds the server's text on the hydrated page).
  pricingIntro:
    'Free to start. Upgrade to Pro for unlimited publishing, or buy credits to publish a few more forms.',
  loadingPlans: 'Loading plans…',
  plansLoadError: "Couldn't load the plans",
  free: 'Free',
  pro: 'Pro',
  yourPlan: 'Your plan',
  mostPopular: 'Most popular',
  freeDescription: 'Everything you need to build and share your first forms.',
  proDescription: 'For people who collect answers every week.',
  publishYourForms: 'Publish your forms',
  upToPublished:
    'Up to {limit, plural, one {# published form} other {# published forms}} at a time',
  fileStorage: '{size} of file storage',
  allQuestionTypes: 'All 33 question types and branching logic',
  responsesExports: 'Responses, summaries and exports',
  templatesBrandKit: 'Templates and a brand kit',
  everythingInFree: 'Everything in Free',
  createForm: 'Create a form',
  manageBilling: 'Manage billing',
  packTitle: '{count, plural, one {# credit} other {# credits}} for {price}',
  packDescription:
    'Pay as you go: one credit publishes one form beyond the free limit for {days} days. When it lapses, the form stays published.',
  buyPack: 'Buy {count, plural, one {# credit} other {# credits}}',
  monthlyProUnavailable: "Monthly Pro can't be bought on this server yet.",
  yearlyProUnavailable: "Yearly Pro can't be bought on this server yet.",
  monthlyProNotOffered: "Monthly Pro isn't offered on this server.",
  yearlyProNotOffered: "Yearly Pro isn't offered on this server.",
  creditsUnavailable: "Credits can't be bought on this server yet.",
  saveYearly: 'Save {percent}%',
  perYear: 'per year',
  perMonth: 'per month',
  monthlyBilledYearly: '{monthly} a month, billed yearly',
  billedMonthly: 'Billed monthly',
  // The pricing questions
  questionsHeading: 'Questions',
  qProEnds: 'What happens to my forms if Pro ends?',
  aProEnds:
    'Every form stays published and keeps collecting responses; no response is ever refused or hidden. You can publish a new form once you have fewer than {limit} published.',
  aProEndsNoLimit:
    'Every form stays published and keeps collecting responses; no response is ever refused or hidden. You can publish a new form once you have fewer than the free limit published.',
  qCancel: 'Can I cancel any time?',
  aCancel:
    'Yes. Cancelling turns off renewal, and Pro stays until the end of the period you paid for. You can turn renewal back on before then.',
  qCredits: 'How do credits work?',
  aCredits:
    'When you are at the free limit, one credit publishes one more form for {days} days. We let you know {reminderDays} days before it lapses; after that the form stays published, it just counts towards the limit again.',

  // /checkout
  checkoutTitle: 'Checkout',
  checkoutDescription: 'Review your order, then pay securely by card.',
  checkingSession: 'Checking your session…',
  redirectingToSignIn: 'Redirecting to sign in…',
  chooseTitle: 'Choose what to buy',
  chooseDescription: "This checkout link doesn't name a plan or credit pack we sell.",
  orderLoadError: "Couldn't load your order",
  orderLoadErrorDescription: 'Check your connection and try again. Nothing has been charged.',
  loadingOrder: 'Loading your order…',
  alreadyProTitle: "You're already on Pro",
  alreadyProRenewsOn: 'Your Pro renews on {date}. Manage it on the billing page.',
  alreadyProEndsOn: 'Your Pro ends on {date}. Manage it on the billing page.',
  alreadyProNoDate: 'Manage your subscription on the billing page.',
  // The order
  proBilledYearly: 'Pro, billed yearly',
  proBilledMonthly: 'Pro, billed monthly',
  renewsEveryYear: 'Renews every year until you cancel',
  renewsEveryMonth: 'Renews every month until you cancel',
  oneTimePayment: 'one-time payment',
  creditsNow: 'You have {count, plural, one {# credit} other {# credits}} now.',
  pointCreditPublishes: 'One credit publishes one form beyond the free limit for {days} days',
  pointCreditLapses: 'When a credit lapses, its form stays published',
  pointCreditSpent: 'Spent only when you choose “Use 1 credit” at the publish limit',
  orderUnavailable: "{title} can't be bought on this server yet.",
  planNotOffered: "This plan isn't offered on this server. <link>See plans and pricing</link>",
  continueToPayment: 'Continue to payment',

  // The hand-over to Stripe
  secureCheckout: 'Secure checkout',
  takingYouToCheckout: 'Taking you to secure checkout…',
  nothingHappening: 'Nothing happening? <link>Continue to checkout</link>',
  openCheckoutError: "Couldn't open checkout",
  nothingToPay: 'Nothing to pay for',
  nothingToPayDescription:
    'This page hands you over to our card payment provider once you choose a plan or a credit pack. No charge has been made.',

  // Back from Stripe
  subscriptionTitle: 'Subscription',
  subscriptionDescription: 'Your payment and what it unlocks, as soon as it is confirmed.',
  noPaymentTitle: 'No payment to confirm',
  noPaymentDescription:
    'This page confirms a payment when Stripe sends you back after checkout. Your plan and credits are always on the billing page.',
  paymentNotFound: "We couldn't find this payment",
  paymentNotFoundDescription:
    'The link may be incomplete. If you paid, your plan and credits show on the billing page.',
  paymentCheckError: "Couldn't check your payment",
  paymentCheckErrorDescription: 'Your payment is safe: check your connection and try again.',
  checkoutNotCompleted: 'Checkout was not completed',
  checkoutNotCompletedDescription:
    'The payment was cancelled or timed out, so nothing was charged and your plan is unchanged.',
  confirming: 'Confirming your payment…',
  confirmingDescription:
    'Stripe is telling us about your payment. This usually takes a few seconds.',
  slowNote:
    'This is taking longer than usual. You can leave this page: your plan updates as soon as the payment is confirmed, and you are never charged twice. We keep checking here too.',
  creditsReady: 'Your credits are ready',
  creditsReadyDescription:
    'Your balance is now {count, plural, one {# credit} other {# credits}}. At the publish limit, choose “Use 1 credit” to publish a form.',
  viewBilling: 'View billing',
  welcomePro: 'Welcome to Pro',
  welcomeProDescription: 'You can now publish as many forms as you like.',

  // /cancel-subscription
  cancelSubscription: 'Cancel subscription',
  cancelDescription:
    'Turn off auto-renewal. You keep Pro until the end of the period you have paid for.',
  cancelledTitle: 'Your subscription is cancelled',
  cancelledUntil:
    'Pro stays active until {date}. After that your account moves to the Free plan; you can turn auto-renewal back on before then on the billing page.',
  cancelledNoDate: 'Pro stays active until the end of the period you paid for.',
  loadingSubscription: 'Loading your subscription…',
  subscriptionLoadError: "Couldn't load your subscription",
  nothingToCancel: 'Nothing to cancel',
  noActiveSubscription: 'No active subscription',
  grantedUntil:
    'Your Pro was given by an administrator and lasts until {date}; there is no payment to stop.',
  granted: 'Your Pro was given by an administrator; there is no payment to stop.',
  noSubscriptionToCancel: 'There is no Pro subscription on this account to cancel.',
  alreadyCancelled: 'Already cancelled',
  alreadyCancelledOn:
    'Auto-renewal is off, so Pro ends on {date}. Turn auto-renewal back on from the billing page to keep Pro.',
  alreadyCancelledNoDate:
    'Auto-renewal is off, so Pro ends on the last day of the period you paid for. Turn auto-renewal back on from the billing page to keep Pro.',
  cancelQuestionOn: 'Pro ends on {date} if you cancel',
  cancelQuestion: 'Cancel Pro at the end of this period?',
  cancelKeepUntil:
    'Your subscription will not renew. You keep Pro until {date}, and you are not charged again.',
  cancelKeepUntilEnd:
    'Your subscription will not renew. You keep Pro until the end of the period, and you are not charged again.',
  afterThat: 'After that:',
  afterFree: 'Your account moves to the Free plan.',
  afterPublished: 'Every published form stays published and keeps collecting responses.',
  afterLimit:
    'You can publish a new form only while fewer than {limit} are published, or with a credit.',
  afterNoLimit: 'You can publish new forms only up to the free limit, or with a credit.',
  keepPro: 'Keep Pro',
  cancelling: 'Cancelling…',
});
