import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSplitInputs } from '../../test-support/split-inputs';
import { InputHarness } from '../../test-support/input-harness';
import { question } from '../../test-support/questions';

beforeAll(loadSplitInputs);

const days = () => question({ id: 'days', type: 'MULTIPLE_DATE_PICKER' });

describe('MULTIPLE_DATE_PICKER from the keyboard', () => {
  it('Enter adds the day and focuses the field afresh, so the next date starts at its first part', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<InputHarness question={days()} onValue={onValue} />);
    const field = screen.getByLabelText('Add a date');
    await user.tab();
    expect(document.activeElement).toBe(field);
    const refocused = vi.fn();
    field.addEventListener('focus', refocused);

    fireEvent.change(field, { target: { value: '2025-05-02' } });
    await user.keyboard('[Enter]');
    expect(onValue).toHaveBeenLastCalledWith(['2025-05-02']);
    expect((field as HTMLInputElement).value).toBe('');
    // A browser's date field keeps the cursor in the part last typed (the year) until it is
    // focused again; focusing it again puts the cursor back on the first part.
    expect(refocused).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: '2025-05-01' } });
    await user.keyboard('[Enter]');
    expect(onValue).toHaveBeenLastCalledWith(['2025-05-01', '2025-05-02']);
  });

  it('Add date by keyboard keeps focus in the question instead of dropping it on the page', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<InputHarness question={days()} onValue={onValue} />);
    const field = screen.getByLabelText('Add a date');
    fireEvent.change(field, { target: { value: '2025-05-02' } });
    const add = screen.getByRole('button', { name: 'Add date' });
    add.focus();
    await user.keyboard('[Enter]');
    expect(onValue).toHaveBeenLastCalledWith(['2025-05-02']);
    // The button is disabled once the field is empty; the keyboard goes back to the field.
    expect(add).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(field);
    // The day as the page's language writes it (Intl, ADR 043).
    expect(screen.getByRole('button', { name: 'Remove May 2, 2025' })).toBeTruthy();
  });
});
