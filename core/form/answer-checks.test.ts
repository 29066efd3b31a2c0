import { describe, expect, it } from 'vitest';
import { acceptedAnswers, checkAnswer } from './answer-checks';
import type { FormDefinition, Question } from './definition';
import { parseFormDefinition } from './parse-form-definition';
import { controlName, otherName, rankName, rowName } from './native-fields';

const parsed = parseFormDefinition({
  title: 'Checks',
  questions: [
    { id: 'age', type: 'NUMBER', title: 'Age', order: 0, required: true },
    { id: 'mail', type: 'EMAIL', title: 'E-mail', order: 1 },
    {
      id: 'src',
      type: 'HIDDEN_FIELD',
      title: 'Source',
      order: 2,
      settings: { defaultValue: 'web' },
    },
  ],
});
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const form: FormDefinition = parsed.definition;
const question = (id: string) => form.questions.find((q) => q.id === id) as Question;

describe('the per-answer checks shared by the browser and the no-script path', () => {
  it('says Required, a bound message or nothing', () => {
    expect(checkAnswer(question('age'), undefined, true)).toBe('Required');
    expect(checkAnswer(question('age'), undefined, false)).toBeNull();
    expect(checkAnswer(question('mail'), 'not an address', false)).not.toBeNull();
    expect(checkAnswer(question('mail'), 'a@example.com', false)).toBeNull();
  });

  it('keeps only valid answers, with hidden fields at their default', () => {
    const accepted = acceptedAnswers(form, { age: 'x', mail: 'a@example.com', ghost: 1 });
    expect(accepted).toEqual({ mail: 'a@example.com', src: 'web' });
  });

  it('names the native controls after the question', () => {
    expect([controlName('q'), rowName('q', 2), rankName('q', 0), otherName('q')]).toEqual([
      'fl-q-q',
      'fl-q-q-row-2',
      'fl-q-q-rank-0',
      'fl-q-q-other',
    ]);
  });
});
