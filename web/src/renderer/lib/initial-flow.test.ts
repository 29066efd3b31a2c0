import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@core/form/definition';
import { evaluateForm } from '@core/logic/evaluate-form';
import { formDefinition, question } from '../test-support/questions';
import { formHasLogic, initialFlow } from './initial-flow';

const form: FormDefinition = formDefinition({
  questions: [
    question({ id: 'c', type: 'SHORT_TEXT', order: 2, required: true }),
    question({ id: 'a', type: 'EMAIL', order: 0 }),
    question({ id: 'h', type: 'HIDDEN_FIELD', order: 1 }),
    question({ id: 'b', type: 'SURVEY_LOGIC', order: 1 }),
    question({ id: 'd', type: 'NPS', order: 3, required: true }),
    question({ id: 'e', type: 'DATE', order: 4 }),
  ],
  pageBreaks: [
    { id: 'p1', afterQuestionId: 'b', title: 'Second', description: 'More' },
    { id: 'p2', afterQuestionId: 'e', title: 'Empty', description: '' },
    { id: 'p3', afterQuestionId: 'missing', title: 'Nowhere', description: '' },
  ],
});

describe('initialFlow', () => {
  it('is what the engine computes for a form without logic', () => {
    expect(initialFlow(form)).toEqual(evaluateForm(form, {}));
  });

  it('hides SHOW targets until the engine runs the rules, as the engine does on empty answers', () => {
    const withShow: FormDefinition = {
      ...form,
      questions: form.questions.map((q) =>
        q.id === 'a'
          ? {
              ...q,
              logic: [
                {
                  id: 'r',
                  conditions: [{ questionId: 'a', operator: 'IS_NOT_EMPTY', caseSensitive: false }],
                  groupOperator: 'AND',
                  actions: [{ type: 'SHOW', target: 'd' }],
                },
              ],
            }
          : q,
      ),
    };
    const flow = initialFlow(withShow);
    expect(flow.pages.flatMap((p) => p.questionIds)).toEqual(['a', 'c', 'e']);
    expect(flow.pages).toEqual(evaluateForm(withShow, {}).pages);
    expect(formHasLogic(withShow)).toBe(true);
  });

  it('tells a form without rules or logic blocks, whose engine can wait for the respondent', () => {
    expect(formHasLogic(form)).toBe(false);
    const withBlock: FormDefinition = {
      ...form,
      questions: form.questions.map((q) =>
        q.id === 'b'
          ? {
              ...q,
              settings: {
                blocks: [
                  {
                    id: 'k',
                    type: 'ending',
                    title: '',
                    conditions: [{ questionId: 'a', operator: 'IS_EMPTY', caseSensitive: false }],
                    groupOperator: 'AND',
                    actions: [],
                  },
                ],
              },
            }
          : q,
      ),
    };
    expect(formHasLogic(withBlock)).toBe(true);
  });
});
