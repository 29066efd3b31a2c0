import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { questionSchema, type LogicRule, type Question } from '@core/form/definition';
import type { QuestionType } from '@core/form/enums';
import { getQuestionType } from '@core/question-types/registry';
import { humanizeFinding } from './finding-list';
import { OPERATOR_LABELS } from '@/components/ui/logic/logic-labels';
import { RuleEditor } from './rule-editor';

function question(id: string, type: QuestionType, title: string): Question {
  return questionSchema.parse({ ...getQuestionType(type).defaults(), id, type, title, order: 0 });
}

const questions = [
  question('age', 'NUMBER', 'How old are you?'),
  question('ok', 'YES_NO', 'Happy?'),
  question('name', 'SHORT_TEXT', 'Your name'),
  question('color', 'MULTIPLE_CHOICE', 'Favourite colour'),
  question('file', 'FILE_UPLOAD', 'Your CV'),
  question('captcha', 'CAPTCHA', 'Prove it'),
  question('last', 'EMAIL', 'E-mail'),
];

function Harness({ initial }: { initial: LogicRule }) {
  const [rule, setRule] = useState(initial);
  return (
    <>
      <RuleEditor
        rule={rule}
        number={1}
        ownerId="age"
        questions={questions}
        pageBreaks={[]}
        findings={[]}
        onChange={setRule}
        onRemove={() => undefined}
      />
      <output data-testid="rule">{JSON.stringify(rule)}</output>
    </>
  );
}

const ruleValue = () => JSON.parse(screen.getByTestId('rule').textContent ?? '{}') as LogicRule;
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

const start: LogicRule = {
  id: 'r1',
  groupOperator: 'AND',
  conditions: [{ questionId: 'age', operator: 'GREATER_THAN', value: 18, caseSensitive: false }],
  actions: [{ type: 'END_FORM', target: '' }],
};

describe('<RuleEditor /> operators', () => {
  it("offers exactly the operators of the condition question's type", () => {
    render(<Harness initial={start} />);
    const operator = screen.getByRole('combobox', { name: 'Condition 1 operator' });
    expect(optionLabels(operator)).toEqual(
      getQuestionType('NUMBER').operators.map((op) => OPERATOR_LABELS[op]),
    );
  });

  it('only lists questions that can be branched on', () => {
    render(<Harness initial={start} />);
    const picker = screen.getByRole('combobox', { name: 'Condition 1 question' });
    const labels = optionLabels(picker).join('|');
    expect(labels).toContain('How old are you?');
    expect(labels).toContain('Your CV'); // files offer IS_EMPTY / IS_NOT_EMPTY
    expect(labels).not.toContain('Prove it'); // a captcha offers no operators
  });

  it('switches to an allowed operator and a fresh value when the question changes', async () => {
    const user = userEvent.setup();
    render(<Harness initial={start} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition 1 question' }), 'ok');
    const condition = ruleValue().conditions[0]!;
    expect(getQuestionType('YES_NO').operators).toContain(condition.operator);
    expect(condition).toMatchObject({ questionId: 'ok', operator: 'EQUALS', value: '' });
    expect(optionLabels(screen.getByRole('combobox', { name: 'Condition 1 operator' }))).toEqual(
      getQuestionType('YES_NO').operators.map((op) => OPERATOR_LABELS[op]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition 1 answer' }), 'true');
    expect(ruleValue().conditions[0]?.value).toBe(true);
  });

  it('keeps an operator the question does not offer visible, marked as not available', () => {
    render(
      <Harness
        initial={{
          ...start,
          conditions: [
            { questionId: 'ok', operator: 'GREATER_THAN', value: 1, caseSensitive: false },
          ],
        }}
      />,
    );
    const operator = screen.getByRole('combobox', { name: 'Condition 1 operator' });
    expect(optionLabels(operator)[0]).toBe('is greater than (not available)');
  });

  it('offers the options of a choice question as values, and case sensitivity for text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={start} />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Condition 1 question' }),
      'color',
    );
    expect(optionLabels(screen.getByRole('combobox', { name: 'Condition 1 answer' }))).toEqual([
      'Choose…',
      'Option 1',
      'Option 2',
      'Option 3',
    ]);
    expect(screen.queryByRole('switch', { name: /upper and lower case/ })).toBeNull();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Condition 1 question' }),
      'name',
    );
    await user.click(screen.getByRole('switch', { name: /upper and lower case/ }));
    expect(ruleValue().conditions[0]?.caseSensitive).toBe(true);
  });

  it('combines conditions with AND or OR, and adds actions with later targets only', async () => {
    const user = userEvent.setup();
    render(<Harness initial={start} />);
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(screen.getByRole('radio', { name: 'Any condition (OR)' }));
    expect(ruleValue().groupOperator).toBe('OR');
    await user.click(screen.getByRole('button', { name: 'Add action' }));
    const target = screen.getByRole('combobox', { name: 'Action 2 question' });
    expect(optionLabels(target)).not.toContain('1. How old are you?');
    await user.selectOptions(target, 'last');
    expect(ruleValue().actions[1]).toEqual({ type: 'SHOW', target: 'last' });
  });
});

describe('humanizeFinding', () => {
  it('names operators and actions as the editor shows them', () => {
    expect(humanizeFinding('EQUALS needs a value to compare with')).toBe(
      '“is” needs a value to compare with',
    );
    expect(humanizeFinding('SHOW needs a target')).toBe('“Show question” needs a target');
    expect(humanizeFinding('GREATER_THAN does not apply to YES_NO questions')).toBe(
      '“is greater than” does not apply to YES_NO questions',
    );
  });
});
