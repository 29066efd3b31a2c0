import { describe, expect, it } from 'vitest';
import { questionSchema } from './definition';
import { columnTitle, questionsAcrossVersions } from './questions-across-versions';

const q = (id: string, title: string) =>
  questionSchema.parse({ id, type: 'SHORT_TEXT', title, order: 0 });

describe('questionsAcrossVersions', () => {
  it('keeps removed questions after the current ones, marked with the version that removed them', () => {
    const v1 = { number: 1, questions: [q('name', 'Name'), q('age', 'Age'), q('pet', 'Pet')] };
    const v2 = { number: 2, questions: [q('name', 'Name'), q('pet', 'Pet animal')] };
    const current = [q('name', 'Full name'), q('email', 'E-mail')];
    const columns = questionsAcrossVersions(current, [v1, v2]);
    expect(columns.map(columnTitle)).toEqual([
      'Full name',
      'E-mail',
      // Removed by the draft: the next version (3) will not have it, under its newest title.
      'Pet animal (removed in version 3)',
      'Age (removed in version 2)',
    ]);
  });

  it('is the current questions alone for a form never published', () => {
    expect(questionsAcrossVersions([q('a', 'A')], []).map(columnTitle)).toEqual(['A']);
  });
});
