import { describe, expect, it } from 'vitest';
import { formatMoney } from './payment';
import { getQuestionType } from './registry';
import { accept, makeQuestion, reject, runAnswerCase } from './shared/answer-cases';

const INVALID = 'Invalid input';
const grid = { matrixRows: ['Speed', 'Price'], matrixCols: ['Bad', 'OK', 'Good'] };
const allRows = { ...grid, settings: { requireAllRows: true } };
const paid = { status: 'paid', paymentId: 'pi_123', amount: 1000, currency: 'USD' };
const eur = { settings: { amount: 2500, currency: 'EUR' } };

const cases = [
  accept('MATRIX', { Speed: 'Good' }, grid),
  // Stored in the question's row order, with blank rows left out.
  accept('MATRIX', { Price: 'OK', Speed: 'Bad' }, grid, { Speed: 'Bad', Price: 'OK' }),
  accept('MATRIX', { Speed: 'Good', Price: null }, grid, { Speed: 'Good' }),
  reject('MATRIX', { Speed: 'Great' }, INVALID, grid),
  reject('MATRIX', { Looks: 'Good' }, INVALID, grid),
  reject('MATRIX', { Speed: 3 }, 'Expected string, received number', grid),
  reject('MATRIX', ['Good'], 'Expected object, received array', grid),
  reject('MATRIX', { Speed: 'Good' }, 'Answer every row', allRows),
  accept('MATRIX', { Speed: 'Good', Price: 'OK' }, allRows),
  reject('MATRIX', { 'Row 1': 'Column 1' }, INVALID, { matrixCols: null }),
  accept('LIKERT_SCALE', { 'Statement 1': 'Strongly agree' }),
  accept('LIKERT_SCALE', { Fun: 'Disagree' }, { matrixRows: ['Fun'], matrixCols: [] }),
  reject('LIKERT_SCALE', { Fun: 'Meh' }, INVALID, { matrixRows: ['Fun'], matrixCols: null }),

  accept('LOCATION', { lat: -90, lng: 180 }),
  accept(
    'LOCATION',
    { lat: 48.85, lng: 2.35, address: ' Paris ' },
    {},
    {
      lat: 48.85,
      lng: 2.35,
      address: 'Paris',
    },
  ),
  reject('LOCATION', { lat: 91, lng: 0 }, 'Must be at most 90'),
  reject('LOCATION', { lat: 0, lng: -181 }, 'Must be at least -180'),
  reject('LOCATION', { lat: '1', lng: 0 }, 'Expected number, received string'),
  reject('LOCATION', 'Paris', 'Expected object, received string'),

  accept('PAYMENT', paid),
  accept('PAYMENT', { ...paid, status: 'pending' }),
  reject('PAYMENT', { ...paid, amount: 1 }, INVALID),
  reject('PAYMENT', { ...paid, currency: 'EUR' }, INVALID),
  reject('PAYMENT', { ...paid, currency: 'usd' }, INVALID),
  reject('PAYMENT', { ...paid, status: 'refunded' }, INVALID),
  reject('PAYMENT', { ...paid, paymentId: '' }, 'Must be at least 1 character'),
  accept('PAYMENT', { ...paid, amount: 2500, currency: 'EUR' }, eur),
  // No usable price: nothing can be accepted for it.
  reject('PAYMENT', paid, INVALID, { settings: { amount: 0, currency: 'USD' } }),

  accept('CAPTCHA', 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0='),
  reject('CAPTCHA', 'not base64!', INVALID),
  reject('CAPTCHA', 'A'.repeat(4097), 'Must be at most 4096 characters'),
  reject('CAPTCHA', { payload: 'x' }, 'Expected string, received object'),

  reject('SURVEY_LOGIC', 'anything', INVALID),
];

describe('structured answers', () => {
  it.each(cases)('$label', (c) => expect(runAnswerCase(c)).toEqual(c.expected));
});

describe('structured types', () => {
  it('counts a grid with only blank rows as empty', () => {
    const def = getQuestionType('MATRIX');
    expect(def.isEmpty({ Speed: null, Price: '' })).toBe(true);
    expect(def.isEmpty({ Speed: 'Good' })).toBe(false);
    expect(def.toPlainText({ Speed: 'Good', Price: 'OK' }, makeQuestion('MATRIX'))).toBe(
      'Speed: Good; Price: OK',
    );
    // Rows follow the form, whatever order the stored answer's keys come back in.
    const grid = makeQuestion('MATRIX', { matrixRows: ['Speed', 'Price'] });
    expect(def.toPlainText({ Price: 'OK', Speed: 'Good', Taste: '' }, grid)).toBe(
      'Speed: Good; Price: OK',
    );
  });

  it('treats a failed payment as unanswered', () => {
    const def = getQuestionType('PAYMENT');
    expect(def.isEmpty({ ...paid, status: 'failed' })).toBe(true);
    expect(def.isEmpty({ ...paid, status: 'pending' })).toBe(false);
    expect(def.toPlainText(paid, makeQuestion('PAYMENT'))).toBe('10.00 USD (paid)');
  });

  it('formats money with the currency’s own minor digits', () => {
    expect(formatMoney(1250, 'EUR')).toBe('12.50 EUR');
    expect(formatMoney(500, 'JPY')).toBe('500 JPY');
    expect(formatMoney(1234, 'KWD')).toBe('1.234 KWD');
  });

  it('requires a price in payment settings', () => {
    const schema = getQuestionType('PAYMENT').settingsSchema;
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.safeParse({ amount: 1.5, currency: 'USD' }).success).toBe(false);
    expect(schema.safeParse({ amount: 100, currency: 'US' }).success).toBe(false);
  });

  it('renders locations with or without an address', () => {
    const def = getQuestionType('LOCATION');
    const q = makeQuestion('LOCATION');
    expect(def.toPlainText({ lat: 1, lng: 2 }, q)).toBe('1, 2');
    expect(def.toPlainText({ lat: 1, lng: 2, address: 'Here' }, q)).toBe('Here (1, 2)');
  });

  it('keeps logic blocks in SURVEY_LOGIC settings and never has an answer', () => {
    const def = getQuestionType('SURVEY_LOGIC');
    const block = { id: 'b1', type: 'jump', conditions: [], actions: [] };
    expect(def.settingsSchema.safeParse({ blocks: [block] }).success).toBe(true);
    expect(def.settingsSchema.safeParse({ blocks: [{ id: 'b1', type: 'nope' }] }).success).toBe(
      false,
    );
    expect(def.isEmpty('anything')).toBe(true);
    expect(def.toPlainText(undefined, makeQuestion('SURVEY_LOGIC'))).toBe('');
    expect(getQuestionType('CAPTCHA').toPlainText('x', makeQuestion('CAPTCHA'))).toBe('');
  });

  it('makes a new CAPTCHA required', () => {
    expect(makeQuestion('CAPTCHA').required).toBe(true);
  });
});
