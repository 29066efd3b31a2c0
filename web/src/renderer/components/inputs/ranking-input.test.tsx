import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSplitInputs } from '../../test-support/split-inputs';
import { InputHarness } from '../../test-support/input-harness';
import { question } from '../../test-support/questions';

beforeAll(loadSplitInputs);

const ranking = question({ id: 'rank', type: 'RANKING', options: ['Speed', 'Price', 'Support'] });

const order = () =>
  within(screen.getByRole('list', { name: /your ranking/i }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d/, ''));

describe('RANKING', () => {
  it('reorders with the keyboard and keeps focus on the moved item', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<InputHarness question={ranking} onValue={onValue} />);

    screen.getByRole('button', { name: 'Move Support up' }).focus();
    await user.keyboard('[Enter]');
    expect(onValue).toHaveBeenLastCalledWith(['Speed', 'Support', 'Price']);
    expect(order()).toEqual(['Speed', 'Support', 'Price']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Support up' }));
    expect(screen.getByText('Support moved to position 2 of 3')).toBeTruthy();

    // At the top the Up button is disabled: focus stays on the item, on its Down button.
    await user.keyboard('[Space]');
    expect(order()).toEqual(['Support', 'Speed', 'Price']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Support down' }));
    expect(screen.getByRole('button', { name: 'Move Support up' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.keyboard('[Enter]');
    expect(onValue).toHaveBeenLastCalledWith(['Speed', 'Support', 'Price']);
  });

  it('is unanswered until the respondent moves something or keeps the order shown', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<InputHarness question={ranking} onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Keep this order' }));
    expect(onValue).toHaveBeenLastCalledWith(['Speed', 'Price', 'Support']);
    expect(screen.queryByRole('button', { name: 'Keep this order' })).toBeNull();
  });

  it('shows a saved ranking as it was left', () => {
    render(<InputHarness question={ranking} initial={['Price', 'Support', 'Speed']} />);
    expect(order()).toEqual(['Price', 'Support', 'Speed']);
  });
});
