import { defineMessages } from '@/lib/app-messages/app-messages';

/** The shared components' own words: defaults, close buttons and the words several features show. */
export const uiMessages = defineMessages({
  // Common buttons and states
  cancel: 'Cancel',
  close: 'Close',
  closeMenu: 'Close menu',
  loading: 'Loading…',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
  optional: ' (optional)',

  // Toasts (toast.tsx)
  toastRegion: 'Messages',
  dismissToast: 'Dismiss message',

  // Charts (chart-figure.tsx)
  showChart: 'Show chart',
  showTable: 'Show table',
  chartLabelSuffix: ': {label}',

  // Colour field (colour-field.tsx)
  colourPicker: '{label} picker',

  // The 404 view (not-found-view.tsx)
  notFoundCode: '404',
  notFoundTitle: 'Page not found',
  notFoundBody:
    "We couldn't find {location}. The link may be mistyped, or the page may have moved.",

  // Conditions (logic/condition-row.tsx, logic/condition-value-input.tsx)
  conditionLabel: 'Condition {number}',
  conditionFirst: 'If',
  conditionAnd: 'And',
  conditionOr: 'Or',
  removeCondition: 'Remove condition {number}',
  conditionQuestion: '{label} question',
  conditionOperator: '{label} operator',
  missingQuestion: 'Missing question',
  operatorUnavailable: '{operator} (not available)',
  matchCase: 'Match upper and lower case exactly',
  conditionNumber: '{label} number',
  conditionDate: '{label} date',
  conditionFromDate: '{label} from date',
  conditionToDate: '{label} to date',
  dateRangeAnd: 'and',
  conditionPattern: '{label} pattern',
  conditionValues: '{label} values',
  conditionValuesList: '{label} values, separated by commas',
  valuesPlaceholder: 'value 1, value 2',
  conditionAnswer: '{label} answer',
  choose: 'Choose…',
  yes: 'Yes',
  no: 'No',
  noLongerOption: '{value} (no longer an option)',
  optionNumber: 'Option {number}',
  questionNumbered: '{number}. {title}',
  untitledQuestion: 'Untitled {type}',

  // Operators (logic/logic-labels.ts)
  operatorEquals: 'is',
  operatorNotEquals: 'is not',
  operatorContains: 'contains',
  operatorNotContains: 'does not contain',
  operatorStartsWith: 'starts with',
  operatorEndsWith: 'ends with',
  operatorGreaterThan: 'is greater than',
  operatorLessThan: 'is less than',
  operatorAtLeast: 'is at least',
  operatorAtMost: 'is at most',
  operatorIsEmpty: 'is empty',
  operatorIsNotEmpty: 'is answered',
  operatorIsOneOf: 'is one of',
  operatorIsNotOneOf: 'is none of',
  operatorRegexMatch: 'matches the pattern',
  operatorDateBefore: 'is before',
  operatorDateAfter: 'is after',
  operatorDateBetween: 'is between',

  // Logic actions (logic/logic-labels.ts)
  actionShow: 'Show question',
  actionHide: 'Hide question',
  actionSkipTo: 'Skip to',
  actionEndForm: 'End the form',
  actionSetValue: 'Set a value',
  actionCalculate: 'Calculate',
});
