import '../../test-support/css-escape';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSplitInputs } from '../../test-support/split-inputs';
import { InputHarness } from '../../test-support/input-harness';
import { question } from '../../test-support/questions';

beforeAll(loadSplitInputs);

describe('radio groups', () => {
  it('MULTIPLE_CHOICE: Tab enters the group, arrow keys move and pick, like any native radio group', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const q = question({ id: 'color', type: 'MULTIPLE_CHOICE', options: ['Red', 'Green', 'Blue'] });
    render(<InputHarness question={q} onValue={onValue} />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Red' }));
    await user.keyboard('[Space]');
    expect(onValue).toHaveBeenLastCalledWith('Red');
    await user.keyboard('[ArrowDown]');
    expect(screen.getByRole('radio', { name: 'Green' })).toHaveProperty('checked', true);
    expect(onValue).toHaveBeenLastCalledWith('Green');
    await user.keyboard('[ArrowDown][ArrowDown]');
    // The group wraps around, as native radios do.
    expect(onValue).toHaveBeenLastCalledWith('Red');
    // One tab stop for the whole group.
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('RATING: the stars are radios named "n of max", operated with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const q = question({ id: 'stars', type: 'RATING', settings: { max: 5, icon: 'star' } });
    render(<InputHarness question={q} onValue={onValue} />);

    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '3 of 5' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '2 of 5' }));
    await user.keyboard('[ArrowRight][ArrowRight]');
    expect(onValue).toHaveBeenLastCalledWith(4);
    await user.keyboard('[ArrowLeft]');
    expect(onValue).toHaveBeenLastCalledWith(3);
  });

  it('NPS: eleven radios from 0 to 10 with the end labels; the answer is a number', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const q = question({ id: 'nps', type: 'NPS' });
    render(<InputHarness question={q} onValue={onValue} />);
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByText('0 = Not at all likely')).toBeTruthy();
    expect(screen.getByText('10 = Extremely likely')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '0' }));
    expect(onValue).toHaveBeenLastCalledWith(0);
  });

  it('YES_NO answers a boolean, whatever the labels say', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const q = question({
      id: 'ok',
      type: 'YES_NO',
      settings: { yesLabel: 'Sure', noLabel: 'Nope' },
    });
    render(<InputHarness question={q} onValue={onValue} />);
    await user.click(screen.getByRole('radio', { name: 'Nope' }));
    expect(onValue).toHaveBeenLastCalledWith(false);
    await user.keyboard('[ArrowLeft]');
    expect(onValue).toHaveBeenLastCalledWith(true);
  });

  it('MATRIX on a phone: one fieldset of radios per row', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const q = question({
      id: 'grid',
      type: 'MATRIX',
      matrixRows: ['Speed', 'Price'],
      matrixCols: ['Bad', 'Good'],
    });
    render(<InputHarness question={q} onValue={onValue} />);
    const speed = screen.getByRole('group', { name: 'Speed' });
    await user.click(within(speed).getByRole('radio', { name: 'Bad' }));
    expect(onValue).toHaveBeenLastCalledWith({ Speed: 'Bad' });
    await user.keyboard('[ArrowDown]');
    expect(onValue).toHaveBeenLastCalledWith({ Speed: 'Good' });
    // The second row is its own group: picking there keeps the first row's answer.
    await user.click(
      within(screen.getByRole('group', { name: 'Price' })).getByRole('radio', { name: 'Bad' }),
    );
    expect(onValue).toHaveBeenLastCalledWith({ Speed: 'Good', Price: 'Bad' });
  });

  it('LIKERT_SCALE on a wide screen: a table whose radios are named "row: column"', async () => {
    const wide = {
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    const spy = vi.spyOn(window, 'matchMedia').mockReturnValue(wide as unknown as MediaQueryList);
    const user = userEvent.setup();
    const onValue = vi.fn();
    const q = question({
      id: 'lk',
      type: 'LIKERT_SCALE',
      matrixRows: ['It was easy'],
      matrixCols: null,
    });
    render(<InputHarness question={q} onValue={onValue} />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Strongly disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly agree',
    ]);
    await user.click(screen.getByRole('radio', { name: 'It was easy: Agree' }));
    await user.keyboard('[ArrowRight]');
    expect(onValue).toHaveBeenLastCalledWith({ 'It was easy': 'Strongly agree' });
    spy.mockRestore();
  });

  it('CHECKBOX with Other: picked options in their order, plus the typed value', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const q = question({
      id: 'c',
      type: 'CHECKBOX',
      options: ['A', 'B'],
      settings: { allowOther: true },
    });
    render(<InputHarness question={q} onValue={onValue} />);
    await user.click(screen.getByRole('checkbox', { name: 'B' }));
    await user.click(screen.getByRole('checkbox', { name: 'A' }));
    expect(onValue).toHaveBeenLastCalledWith(['A', 'B']);
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Other answer' }), 'C');
    expect(onValue).toHaveBeenLastCalledWith(['A', 'B', 'C']);
  });
});

describe('IMAGE_CHOICE pictures (issue 28)', () => {
  it("shows this server's shipped and uploaded pictures by path, and no other kind of path", () => {
    const images = {
      Shipped: '/pictures/meal-lunch.537b0476.svg',
      Uploaded: '/api/public/form-images/AbCdEfGhIjKlMnOpQrSt',
      Remote: 'https://cdn.example.com/a.png',
      Elsewhere: '//evil.example/a.png',
      Script: 'javascript:alert(1)',
    };
    const q = question({
      id: 'meal',
      type: 'IMAGE_CHOICE',
      options: Object.keys(images),
      settings: { images, multiSelect: false },
    });
    const { container } = render(<InputHarness question={q} onValue={vi.fn()} />);
    const shown = [...container.querySelectorAll('img')].map((img) => [
      img.getAttribute('alt'),
      img.getAttribute('src'),
    ]);
    expect(shown).toEqual([
      ['Shipped', images.Shipped],
      ['Uploaded', images.Uploaded],
      ['Remote', images.Remote],
    ]);
  });
});
