/**
 * A form with every one of the 33 question types on six pages, for the keyboard journey
 * (e2e/respondent-all-types.spec.ts). Each question's id is its type in lower case.
 */
export const ALL_TYPES_FORM = {
  title: 'Everything form',
  description: 'Every question type, answered from the keyboard.',
  questions: [
    // Page 1: text
    { type: 'SHORT_TEXT', title: 'Your name', required: true },
    { type: 'EMAIL', title: 'Email address' },
    { type: 'PHONE', title: 'Phone', settings: { defaultCountry: 'GB' } },
    { type: 'PHONE_FORMATTED', title: 'Mobile phone' },
    { type: 'URL', title: 'Website' },
    { type: 'NUMBER', title: 'Team size' },
    { type: 'LONG_TEXT', title: 'About your team' },
    // Page 2: choices
    {
      type: 'MULTIPLE_CHOICE',
      title: 'Favourite season',
      options: ['Spring', 'Summer', 'Autumn'],
    },
    { type: 'CHECKBOX', title: 'Pets you have', options: ['Cat', 'Dog', 'Fish'] },
    { type: 'DROPDOWN', title: 'Country', options: ['France', 'Germany', 'Italy'] },
    { type: 'YES_NO', title: 'Do you like forms?' },
    {
      type: 'IMAGE_CHOICE',
      title: 'Pick a picture',
      options: ['Mountain', 'Beach', 'City'],
      settings: { images: {}, multiSelect: false },
    },
    { type: 'RANKING', title: 'Rank these', options: ['Alpha', 'Beta', 'Gamma'] },
    // Page 3: scores and grids
    { type: 'RATING', title: 'Rate us', settings: { max: 5, icon: 'star' } },
    { type: 'SCALE', title: 'How easy?', scaleMin: 1, scaleMax: 5 },
    { type: 'NPS', title: 'Recommend us?' },
    { type: 'NPS_RATING', title: 'Recommend us again?', settings: { icon: 'heart' } },
    {
      type: 'MATRIX',
      title: 'Rate each part',
      matrixRows: ['Speed', 'Price'],
      matrixCols: ['Bad', 'Good'],
    },
    { type: 'LIKERT_SCALE', title: 'Agree?', matrixRows: ['Forms are fun'] },
    // Page 4: dates and times
    { type: 'DATE', title: 'Start date' },
    { type: 'TIME', title: 'Start time' },
    { type: 'TIME_RANGE', title: 'Opening hours' },
    { type: 'MULTIPLE_DATE_PICKER', title: 'Available days' },
    // Page 5: files, signature and place
    { type: 'FILE_UPLOAD', title: 'Your CV' },
    { type: 'MULTIPLE_FILE_UPLOAD', title: 'Notes', settings: { maxFiles: 3 } },
    { type: 'PICTURE_UPLOAD', title: 'A photo' },
    { type: 'VIDEO_UPLOAD', title: 'A clip' },
    { type: 'SIGNATURE', title: 'Sign here' },
    { type: 'LOCATION', title: 'Where are you?' },
    // Page 6: payment and verification
    {
      type: 'PAYMENT',
      title: 'Deposit',
      settings: { amount: 1250, currency: 'EUR', description: 'Refundable' },
    },
    { type: 'CAPTCHA', title: 'Prove you are human', required: true },
    // Never on a page: hidden fields from the URL and a logic block.
    { type: 'HIDDEN_FIELD', title: 'Source', settings: { name: 'ref', defaultValue: '' } },
    {
      type: 'SURVEY_LOGIC',
      title: 'Rules',
      settings: {
        blocks: [
          {
            id: 'fans',
            type: 'condition',
            conditions: [{ questionId: 'yes_no', operator: 'EQUALS', value: true }],
            actions: [{ type: 'SET_VALUE', target: 'segment', value: 'fan' }],
          },
        ],
      },
    },
    {
      type: 'HIDDEN_FIELD',
      title: 'Segment',
      settings: { name: 'segment', defaultValue: 'unknown' },
    },
  ].map((question, order) => ({
    ...question,
    // Two hidden fields share a type; the second gets its own id.
    id: order === 33 ? 'segment' : question.type.toLowerCase(),
    order,
  })),
  pageBreaks: [
    { id: 'choices', afterQuestionId: 'long_text', title: 'Choices', description: '' },
    { id: 'scores', afterQuestionId: 'ranking', title: 'Scores', description: '' },
    { id: 'dates', afterQuestionId: 'likert_scale', title: 'Dates and times', description: '' },
    { id: 'files', afterQuestionId: 'multiple_date_picker', title: 'Files', description: '' },
    { id: 'finish', afterQuestionId: 'location', title: 'Finish', description: '' },
  ],
};

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of an MP4 (an ftyp box): enough for the server to read the type from the bytes. */
export const MP4 = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
  Buffer.alloc(64),
]);

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
