import { defineMessages } from '@/lib/app-messages/app-messages';

/** The responses page's words: the list, a response's detail, the summary and shared reports. */
export const responsesMessages = defineMessages({
  // Responses table
  tableRegion: 'Responses table',
  tableCaption:
    '{partial, select, yes {Partial responses} other {Responses}}, newest first. Open a response to see every answer and its files.',
  selectAll: 'Select all shown responses',
  lastUpdated: 'Last updated',
  submittedAt: 'Submitted at',
  completed: 'Completed',
  referrer: 'Referrer',
  selectResponse: 'Select the response from {when}',
  openResponseFrom: 'Open the response from ',
  draft: 'Draft',
  yes: 'Yes',
  no: 'No',
  noAnswer: 'No answer',
  loadingResponses: 'Loading responses…',

  // Responses tab
  loadError: "Couldn't load the responses",
  checkConnection: 'Check your connection and try again.',
  noMatchTitle: 'No responses match these filters',
  clearFilters: 'Clear filters',
  noPartialTitle: 'No partial responses',
  noResponsesTitle: 'No responses yet',
  noPartialDescription: 'Answers people have started but not submitted show up here.',
  noResponsesDescription: 'No responses yet — share your form to start collecting',
  partialNote:
    '<strong>Partial responses</strong> are drafts people started and have not submitted. They are not counted in the summary or included in the CSV and XLSX exports.',
  shownCount:
    '{count}{more, select, yes {+} other {}} {partial, select, yes {partial } other {}}{one, select, yes {response} other {responses}}{filtered, select, yes { match the filters} other {}}',
  deleteSelected: 'Delete selected ({count})',
  loadMoreError: "Couldn't load more responses. Try again.",
  loading: 'Loading…',
  loadMore: 'Load more',
  deleteConfirm: '{count, plural, one {Delete # response?} other {Delete # responses?}}',
  deleteDescription:
    'The answers and their uploaded files are removed for good. This cannot be undone.',
  delete: 'Delete',
  deleting: 'Deleting…',
  statusSubmitted: 'Submitted',
  statusPartial: 'Partial (drafts)',
  whichResponses: 'Which responses',

  // Page
  pageTitle: 'Responses',
  pageTitleFor: 'Responses · {title}',
  formNotFound: 'Form not found',
  formLoadError: "Couldn't load this form",
  formMissingDescription: 'It may have been deleted, or it belongs to another account.',
  goToDashboard: 'Go to the dashboard',
  dashboard: 'Dashboard',
  pageDescription: 'Responses and analytics',
  editForm: 'Edit form',
  exportCsv: 'Export CSV',
  downloadXlsx: 'Download XLSX',
  views: 'Responses views',
  summaryTab: 'Summary',
  responsesTab: 'Responses',

  // Filters
  filters: 'Filters',
  filtersToggle: '{count, plural, =0 {Filters} other {Filters (#)}}',
  searchAnswers: 'Search answers',
  searchPlaceholder: 'Words in any text answer (table and export)',
  from: 'From',
  to: 'To',
  rangeInverted: 'The end date is before the start date.',
  language: 'Language',
  allLanguages: 'All languages',
  responsesMatching: 'Responses matching',
  allConditions: 'all conditions',
  anyCondition: 'any condition',
  addCondition: 'Add answer condition',

  // Response detail
  detailTitle: '{draft, select, yes {Partial response} other {Response}} from {when}',
  detailDescription:
    '{state, select, draft {A draft: the respondent has not submitted it yet.} completed {Submitted and completed.} other {Submitted without every question answered.}}{hasReferrer, select, yes { Came from {referrer}.} other {}}',
  removedQuestion: '{key} (no longer in the form)',
  browser: '<label>Browser:</label> {userAgent}',
  filesLoadError: "Couldn't load this response's files.",
  tryAgain: 'Try again',

  // Text, grid, ranking and recent answers
  heatMap: 'Heat map: {title}',
  heatMapCaption: 'Answers per row and column; darker cells have more.',
  rankingCaption: 'Average position (1 is ranked first)',
  rank: 'Rank',
  option: 'Option',
  averagePosition: 'Average position',
  latestAnswers: 'Latest answers',
  files: 'Files',
  emptyAnswer: '(empty)',
  latestLocations: 'Latest locations',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  when: 'When',

  // Compare two questions
  untitledQuestion: 'Untitled question',
  compareTitle: 'Compare two questions',
  compareDescription: 'How the answers to one question split by the answers to another.',
  compareRows: 'Rows',
  compareColumns: 'Columns',
  compareLoading: 'Loading the comparison…',
  compareLoadError: "Couldn't load the comparison",
  compareNone: 'No response answered both questions.',
  compareCaption: '{row} by {column}: responses and share of each row',
  total: 'Total',
  cellShare: '({percent}%)',
  downloadComparison: 'Download comparison CSV',

  // Drop-off bars and the funnel
  reached: 'Reached',
  answered: 'Answered',
  leftHere: 'Left here',
  shareWhoLeft: 'Share who left',
  dropOffFigures:
    '{reached} reached{hasAnswered, select, yes { · {answered} answered} other {}} · {left} left ({share})',
  funnelTitle: 'Completion funnel',
  funnelDescription: 'How many people saw the form, answered a first question, and submitted it.',
  funnelLabel: 'Completion funnel: people at each step and the drop-off from the step before',
  funnelStep: 'Step',
  funnelPeople: 'People',
  funnelDropOffColumn: 'Drop-off from previous step',
  funnelDropOff: '{percent} drop-off',

  // Files
  sizeMegabytes: '{size} MB',
  sizeKilobytes: '{size} KB',
  sizeBytes: '{count, plural, one {# byte} other {# bytes}}',
  download: ' (download)',

  // Notify me
  notifyImmediateTitle: "You'll get an e-mail for each new response",
  notifyImmediateDescription:
    'Sent{hasEmail, select, yes { to {email}} other {}}; when many arrive at once, at most one every {minutes} minutes.',
  notifyDailyTitle: "You'll get a daily digest",
  notifyDailyDescription:
    'One e-mail a day{hasEmail, select, yes { to {email}} other {}}, on days with new responses.',
  notifyOffTitle: 'E-mails about new responses are off',
  notifyLoadError: "Couldn't load your e-mail setting.",
  notifyChangeError: "Couldn't change your e-mail setting",
  pleaseTryAgain: 'Please try again.',
  notifyMe: 'Notify me',
  notifyModeOff: 'Off',
  notifyModeImmediate: 'Each response',
  notifyModeDaily: 'Daily digest',
  notifyGoesTo: 'E-mails about new responses go to {email}',

  // Version picker
  versionsLoading: 'Loading versions…',
  versionsLoadError: "Couldn't load the versions.",
  reloadVersions: 'Reload versions',
  noVersions: 'No published versions yet.',
  formVersion: 'Form version',
  allVersions: 'All versions',
  versionOption: 'Version {number}',
  versionOptionWithCount:
    'Version {number} ({count} {count, plural, one {response} other {responses}})',

  // Summary tab
  summaryLoading: 'Loading the summary…',
  summaryLoadError: "Couldn't load the summary",
  summaryHeading: 'Summary',
  matchingResponses: 'Matching responses',
  responsesStat: 'Responses',
  completionRate: 'Completion rate',
  viewsStat: 'Views',

  // Question summary cards
  answerCount: '{count, plural, one {# answer} other {# answers}}',
  answerCountRemoved:
    '{count, plural, one {# answer} other {# answers}} · removed in version {version}',
  noAnswersYet: 'No answers yet.',
  answersTo: 'Answers to “{title}”',
  distributionOf: 'Distribution of answers to “{title}”',
  columnAnswer: 'Answer',
  columnValue: 'Value',
  columnResponses: 'Responses',
  columnPercent: 'Percent',
  average: 'Average',
  lowest: 'Lowest',
  highest: 'Highest',
  promoters: 'Promoters',
  passives: 'Passives',
  detractors: 'Detractors',
  netPromoterScore: 'Net Promoter Score',
  averageValue: 'Average {value}',
  npsGroupsCaption: 'Promoters, passives and detractors',
  segmentWithRange: '{segment} <muted>({range})</muted>',
  percentValue: '{percent}%',

  // Answers over time
  byDay: 'By day',
  byWeek: 'By week',
  byMonth: 'By month',
  trendPeriod: 'Period',
  trendAnswers: 'Answers',
  trendAverage: 'Average',
  hideTrend: 'Hide answers over time',
  showTrend: 'Answers over time',
  trendPeriodFor: 'Period for “{title}” over time',
  trendLoading: 'Loading answers over time…',
  trendLoadError: "Couldn't load the answers over time",
  trendEmpty: 'No answers in this range.',
  trendLabel: 'Answers to “{title}” over time',

  // Shared reports
  reportNameRequired: 'Give the report a name',
  reportShareError: "Couldn't share the report. Check your connection and try again.",
  reportName: 'Report name',
  reportNameHint: "Shown at the top of the report, with the form's title.",
  reportCompare: 'Compare two questions (optional)',
  pairRowsNumbered: 'Rows, comparison {number}',
  pairColumnsNumbered: 'Columns, comparison {number}',
  none: 'None',
  removeComparison: 'Remove comparison {number}',
  addComparison: 'Add a comparison',
  includeTexts: 'Include free-text answers',
  includeTextsHint:
    'The latest short and long text answers. E-mail addresses, phone numbers, files, signatures and locations are never shown.',
  reportScope:
    'The report shows the summary under the current filters: counts, averages and NPS, never individual responses.',
  sharing: 'Sharing…',
  createLink: 'Create link',
  reportLink: 'Report link',
  copyReportLink: 'Copy report link',
  copied: 'Copied',
  copy: 'Copy',
  reportLinkNote:
    'Anyone with this link can read the report without signing in. Copy it now: it is shown only once.',
  reportsLoading: 'Loading shared reports…',
  reportsLoadError: "Couldn't load the shared reports",
  noReportsTitle: 'No shared reports yet',
  noReportsDescription: "A shared report lets people without an account read this form's summary.",
  sharedReports: 'Shared reports',
  reportFacts:
    '{views, plural, one {# view} other {# views}} · shared {date}{texts, select, yes { · with free-text answers} other {}}',
  revokeReport: 'Revoke {name}',
  revoke: 'Revoke',
  revokeConfirm: 'Revoke this report?',
  revokeDescription:
    'The link to {name} stops working at once, for everyone who has it. This cannot be undone.',
  revokeDescriptionUnnamed:
    'The link to the report stops working at once, for everyone who has it. This cannot be undone.',
  revoking: 'Revoking…',
  shareReport: 'Share report',
  shareDescription:
    "A read-only summary of this form's responses that anyone with the link can open.",
  shareAnother: 'Share another',
  formReports: "This form's reports",

  // Drop-off by page and by question
  pageWithTitle: 'Page {number}: {title}',
  page: 'Page {number}',
  dropOffByPage: 'Drop-off by page',
  dropOffByPageDescription:
    'People who reached each page (an answer on it or a later page, or a submitted response), and how many stopped there without submitting.',
  dropOffByPageLabel: 'Drop-off by page: people who reached each page and who left there',
  pageColumn: 'Page',
  dropOffByQuestion: 'Drop-off by question',
  dropOffByQuestionDescription:
    'People who reached each question (a submitted response, or an unfinished one that got that far), how many answered it, and how many stopped there without submitting.',
  dropOffByQuestionLabel:
    'Drop-off by question: people who reached, answered and left each question',
  questionColumn: 'Question',
  numberedQuestion: '{number}. {title}',

  // Funnel steps
  funnelViews: 'Views',
  funnelStarts: 'Starts',
  funnelCompletions: 'Completions',

  // Toasts
  responsesDeleted: '{count, plural, one {Response deleted} other {# responses deleted}}',
  deleteError: "Couldn't delete the responses",
  reportRevoked: 'Report revoked',
  reportRevokedDescription: 'The link to {name} no longer works.',
  revokeError: "Couldn't revoke the report",

  // Hints and labels built in lib/
  noMatchHint: 'Try a wider date range or fewer answer conditions.',
  noMatchHintVersions: 'Try a wider date range, fewer answer conditions or all versions.',
  noMatchHintLanguages: 'Try a wider date range, fewer answer conditions or all languages.',
  noMatchHintBoth:
    'Try a wider date range, fewer answer conditions, all versions or all languages.',
  unlisted: '{label} (not among the options)',
});
