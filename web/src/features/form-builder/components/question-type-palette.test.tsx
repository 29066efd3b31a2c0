import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QUESTION_TYPES } from '@core/form/enums';
import { QuestionTypePalette } from './question-type-palette';

describe('<QuestionTypePalette />', () => {
  it('lists all 33 types grouped by category and filters them as you type', async () => {
    const user = userEvent.setup();
    render(<QuestionTypePalette open onOpenChange={() => undefined} onPick={() => undefined} />);
    const listbox = screen.getByRole('listbox', { name: 'Question types' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(QUESTION_TYPES.length);
    expect(within(listbox).getByRole('group', { name: 'Choice' })).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Search question types' }), 'upload');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['File upload', 'Multiple file upload', 'Picture upload', 'Video upload']);
  });

  it('picks with the arrow keys and Enter, or a click', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<QuestionTypePalette open onOpenChange={() => undefined} onPick={onPick} />);
    const search = screen.getByRole('combobox', { name: 'Search question types' });
    expect(document.activeElement).toBe(search);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('MULTIPLE_CHOICE');
    expect(search.getAttribute('aria-activedescendant')).toMatch(/MULTIPLE_CHOICE$/);
    await user.click(screen.getByRole('option', { name: 'Net Promoter Score' }));
    expect(onPick).toHaveBeenLastCalledWith('NPS');
    // The best match is highlighted: "Scale" itself, not the first of "Rating and scales".
    await user.type(search, 'scale');
    expect(search.getAttribute('aria-activedescendant')).toMatch(/-SCALE$/);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('SCALE');
  });

  it('says how the two Net Promoter types differ, and finds them by it', async () => {
    const user = userEvent.setup();
    render(<QuestionTypePalette open onOpenChange={() => undefined} onPick={() => undefined} />);
    const described = (name: string) => {
      const option = screen.getByRole('option', { name });
      return document.getElementById(option.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(described('Net Promoter Score')).toBe('0 to 10 as numbered buttons');
    expect(described('NPS rating')).toBe('0 to 10 as stars, hearts or numbers');
    await user.type(screen.getByRole('combobox', { name: 'Search question types' }), 'hearts');
    expect(
      within(screen.getByRole('listbox', { name: 'Question types' }))
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual(['Rating', 'NPS rating']);
  });
});
