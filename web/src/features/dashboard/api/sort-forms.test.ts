import { describe, expect, it } from 'vitest';
import type { FormSummary } from '@core/api/forms';
import { searchAndSortForms } from './sort-forms';

const form = (
  id: string,
  title: string,
  updatedAt: string,
  createdAt: string,
  responseCount: number,
): FormSummary => ({
  id,
  userId: -1,
  title,
  description: '',
  published: false,
  createdAt,
  updatedAt,
  responseCount,
  questionCount: 0,
});

const forms = [
  form('a', 'Customer feedback', '2025-01-03', '2025-01-01', 5),
  form('b', 'event signup', '2025-01-05', '2025-01-02', 50),
  form('c', 'Feedback form 10', '2025-01-04', '2025-01-03', 0),
  form('d', 'Feedback form 9', '2025-01-01', '2025-01-04', 5),
];
const ids = (list: FormSummary[]) => list.map((f) => f.id);

describe('searchAndSortForms', () => {
  it('sorts by last edited, created, title (natural, case-insensitive) and responses', () => {
    expect(ids(searchAndSortForms(forms, '', 'updated'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(searchAndSortForms(forms, '', 'created'))).toEqual(['d', 'c', 'b', 'a']);
    expect(ids(searchAndSortForms(forms, '', 'title'))).toEqual(['a', 'b', 'd', 'c']);
    // Equal response counts fall back to the most recently edited.
    expect(ids(searchAndSortForms(forms, '', 'responses'))).toEqual(['b', 'a', 'd', 'c']);
  });

  it('searches titles, ignoring case and surrounding spaces, without changing the input', () => {
    expect(ids(searchAndSortForms(forms, '  FEEDBACK ', 'title'))).toEqual(['a', 'd', 'c']);
    expect(searchAndSortForms(forms, 'nothing like it', 'updated')).toEqual([]);
    expect(ids(forms)).toEqual(['a', 'b', 'c', 'd']);
  });
});
