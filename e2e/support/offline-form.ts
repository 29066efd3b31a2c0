/** The form and the respondent's messages the offline journeys share (ADR 032, ADR 039). */
export const TRIP_FORM = {
  title: 'Trip report',
  questions: [
    { id: 'name', type: 'SHORT_TEXT', title: 'Your name', required: true, order: 0 },
    { id: 'photo', type: 'PICTURE_UPLOAD', title: 'A photo of the view', order: 1 },
  ],
};

export const OFFLINE =
  'You are offline. Your answers are kept on this device and will be sent when the connection is back.';
export const SENT = 'Your answers were sent.';
