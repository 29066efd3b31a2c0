/**
 * What the summary tab's tests share: a form's questions and summary as the server answers them,
 * the rendered tab and a table's rows as text (summary-tab.test.tsx, summary-tab-analytics.test.tsx).
 */
import { render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { SummaryTab } from './summary-tab';

const QUESTIONS = [
  { id: 'ok', type: 'YES_NO', title: 'Happy?', order: 0 },
  { id: 'nps', type: 'NPS', title: 'Recommend?', order: 1 },
  {
    id: 'grid',
    type: 'MATRIX',
    title: 'Rate us',
    order: 2,
    matrixRows: ['Speed', 'Price'],
    matrixCols: ['Bad', 'Good'],
  },
  { id: 'rank', type: 'RANKING', title: 'Rank', order: 3 },
  { id: 'note', type: 'SHORT_TEXT', title: 'Anything else?', order: 4 },
].map((q) => ({
  description: '',
  required: false,
  options: null,
  optionLabels: null,
  logic: null,
  scaleMin: null,
  scaleMax: null,
  scaleMinLabel: null,
  scaleMaxLabel: null,
  fileTypes: null,
  maxFileSize: null,
  matrixRows: null,
  matrixCols: null,
  settings: {},
  ...q,
})) as never[];

export const SUMMARY = {
  totalResponses: 4,
  funnel: { views: 10, starts: 5, completions: 4 },
  questions: [
    {
      questionId: 'ok',
      type: 'YES_NO',
      title: 'Happy?',
      answered: 4,
      counts: [
        { value: 'true', count: 3, percent: 75 },
        { value: 'false', count: 1, percent: 25 },
      ],
    },
    {
      questionId: 'nps',
      type: 'NPS',
      title: 'Recommend?',
      answered: 4,
      average: 7.25,
      min: 3,
      max: 10,
      counts: [
        { value: '3', count: 1, percent: 25 },
        { value: '10', count: 3, percent: 75 },
      ],
      nps: { score: 50, promoters: 75, passives: 0, detractors: 25 },
    },
    {
      questionId: 'grid',
      type: 'MATRIX',
      title: 'Rate us',
      answered: 3,
      grid: [
        { row: 'Speed', column: 'Good', count: 2 },
        { row: 'Price', column: 'Bad', count: 1 },
      ],
    },
    {
      questionId: 'rank',
      type: 'RANKING',
      title: 'Rank',
      answered: 4,
      positions: [
        { value: 'y', averagePosition: 2.5 },
        { value: 'x', averagePosition: 1.25 },
      ],
    },
    { questionId: 'note', type: 'SHORT_TEXT', title: 'Anything else?', answered: 0, recent: [] },
  ],
};

export function renderSummary() {
  return render(
    <Providers queryClient={createQueryClient()}>
      <SummaryTab formId="f1" questions={QUESTIONS} />
    </Providers>,
  );
}

export const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')]
      .map((cell) => cell.textContent?.trim() ?? '')
      .filter((text, i) => text !== '' || i > 0),
  );

/** Quiet console noise from the query client; every spy and stub is undone after each test. */
export function quietConsole() {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
