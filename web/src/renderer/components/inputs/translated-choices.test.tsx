/**
 * ADR 048: a translated form shows each option in the respondent's language (`question.shown`)
 * while the value it answers with stays the default-language option, so answers count together.
 */
import '../../test-support/css-escape';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSplitInputs } from '../../test-support/split-inputs';
import type { Question } from '@core/form/definition';
import { InputHarness } from '../../test-support/input-harness';
import { question } from '../../test-support/questions';

beforeAll(loadSplitInputs);

const shown = (q: Question, texts: Record<string, string[]>) =>
  ({ ...q, shown: texts }) as Question;

describe('translated options', () => {
  it('MULTIPLE_CHOICE: reads Rouge, answers Red', async () => {
    const onValue = vi.fn();
    const q = question({ id: 'c', type: 'MULTIPLE_CHOICE', options: ['Red', 'Blue'] });
    render(<InputHarness question={shown(q, { options: ['Rouge', 'Bleu'] })} onValue={onValue} />);
    const rouge = screen.getByRole('radio', { name: 'Rouge' });
    expect(rouge.getAttribute('value')).toBe('Red');
    await userEvent.setup().click(rouge);
    expect(onValue).toHaveBeenLastCalledWith('Red');
  });

  it('DROPDOWN shows the translation, MATRIX its rows and columns', () => {
    const dropdown = question({ id: 'd', type: 'DROPDOWN', options: ['Red', 'Blue'] });
    render(
      <InputHarness question={shown(dropdown, { options: ['Rouge', 'Bleu'] })} onValue={vi.fn()} />,
    );
    expect(screen.getByRole('option', { name: 'Rouge' }).getAttribute('value')).toBe('Red');
    const matrix = question({
      id: 'm',
      type: 'MATRIX',
      matrixRows: ['Taste'],
      matrixCols: ['Good', 'Bad'],
    });
    render(
      <InputHarness
        question={shown(matrix, { rows: ['Goût'], cols: ['Bon', 'Mauvais'] })}
        onValue={vi.fn()}
      />,
    );
    const [good] = screen.getAllByRole('radio', { name: /Bon/ });
    expect(good!.getAttribute('value')).toBe('Good');
    expect(screen.getByText('Goût')).toBeTruthy();
  });
});
