/**
 * Proves the builder's performance design with React's <Profiler>: in a 200-question form,
 * typing in one question's title commits that card only; the list and the other 199 cards do
 * not render at all. Each card is wrapped in its own Profiler, which reports every commit that
 * touches anything inside it.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { Profiler, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formDefinitionSchema } from '@core/form/definition';
import { BuilderSessionContext } from '../state/builder-context';
import { questionDomId } from '../state/dom-ids';
import { createTestSession } from '../state/session-test-support';
import { FormHeadingEditor } from './form-heading-editor';
import type { QuestionCard as QuestionCardComponent } from './question-card';
import { QuestionList } from './question-list';

const commits = vi.hoisted(() => [] as string[]);

vi.mock('./question-card', async (importOriginal) => {
  const actual = await importOriginal<{ QuestionCard: typeof QuestionCardComponent }>();
  function ProfiledQuestionCard(props: ComponentProps<typeof actual.QuestionCard>) {
    return (
      <Profiler id={props.id} onRender={(id) => commits.push(id)}>
        <actual.QuestionCard {...props} />
      </Profiler>
    );
  }
  return { ...actual, QuestionCard: ProfiledQuestionCard };
});

const QUESTIONS = Number(process.env.RC_QUESTIONS ?? 200);
const TYPED = Math.floor(QUESTIONS / 2);

function bigForm() {
  return formDefinitionSchema.parse({
    title: 'Big survey',
    questions: Array.from({ length: QUESTIONS }, (_, i) => ({
      id: `q${i}`,
      type: i % 3 === 0 ? 'MULTIPLE_CHOICE' : i % 3 === 1 ? 'SHORT_TEXT' : 'RATING',
      title: `Question ${i}`,
      order: i,
      options: i % 3 === 0 ? ['A', 'B', 'C'] : null,
      settings: i % 3 === 2 ? { max: 5, icon: 'star' } : {},
      // Some logic, so verifyLogic has work to do on every edit.
      logic:
        i % 10 === 0 && i + 1 < QUESTIONS
          ? [
              {
                id: `r${i}`,
                conditions: [{ questionId: `q${i}`, operator: 'IS_NOT_EMPTY' }],
                actions: [{ type: 'SHOW', target: `q${i + 1}` }],
              },
            ]
          : null,
    })),
  });
}

afterEach(() => {
  commits.length = 0;
});

describe('question cards in a 200-question form', () => {
  it('re-render only the card being typed in', { timeout: 120_000 }, () => {
    const session = createTestSession(bigForm());
    render(
      <BuilderSessionContext value={session}>
        <FormHeadingEditor />
        <QuestionList />
      </BuilderSessionContext>,
    );
    expect(new Set(commits).size).toBe(QUESTIONS);
    commits.length = 0;

    // By id: role and label queries walk the whole 200-card DOM and are very slow in jsdom.
    const title = document.getElementById(questionDomId(`q${TYPED}`, 'title'))!;
    for (const text of [`Question ${TYPED}!`, `Question ${TYPED}!!`, `Question ${TYPED}!!?`]) {
      act(() => void fireEvent.change(title, { target: { value: text } }));
    }
    expect((title as HTMLInputElement).value).toBe(`Question ${TYPED}!!?`);
    expect(commits).toEqual([`q${TYPED}`, `q${TYPED}`, `q${TYPED}`]);
    expect(session.store.getState().definition.questions[TYPED]?.title).toBe(
      `Question ${TYPED}!!?`,
    );

    commits.length = 0;
    act(() => {
      fireEvent.change(document.getElementById('builder-form-title')!, {
        target: { value: 'Renamed survey' },
      });
    });
    expect(commits).toEqual([]);
  });
});
