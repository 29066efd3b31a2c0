import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeSchema } from '@core/form/definition';
import { FormPreview } from './index';
import { formDefinition, question } from './test-support/questions';

const colours = { primaryColor: '#0f766e', secondaryColor: '#1e3a8a', accentColor: '#9a3412' };

const definition = formDefinition({
  title: 'Visit',
  theme: themeSchema.parse(colours),
  questions: [
    question({
      id: 'visit',
      type: 'MULTIPLE_CHOICE',
      title: 'How was your visit?',
      options: ['Great', 'Good'],
      order: 0,
    }),
    question({ id: 'score', type: 'NPS', title: 'Would you recommend us?', order: 1 }),
    question({ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 2 }),
  ],
  pageBreaks: [{ id: 'p1', afterQuestionId: 'score', title: '', description: '' }],
});

/** The classes an element is drawn with, as the stylesheet would match them. */
const classesOf = (element: Element | null | undefined) => element?.className.split(/\s+/) ?? [];

describe('the theme’s three colours in the renderer', () => {
  it('puts the accent on selected answers and the focus ring, the secondary on progress', () => {
    render(<FormPreview definition={definition} initialAnswers={{ visit: 'Good', score: 9 }} />);
    const root = document.querySelector<HTMLElement>('.fl-root')!;
    expect(root.style.getPropertyValue('--primary')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--fl-accent')).toBe('#9a3412');
    expect(root.style.getPropertyValue('--ring')).toBe('#9a3412');
    expect(root.style.getPropertyValue('--fl-secondary')).toBe('#1e3a8a');

    // The chosen option is drawn in the accent: its edge, its tint and its native radio.
    const good = screen.getByRole('radio', { name: 'Good' }) as HTMLInputElement;
    expect(good.checked).toBe(true);
    expect(classesOf(good.closest('label'))).toEqual(
      expect.arrayContaining([
        'has-[:checked]:border-(--fl-accent-edge)',
        'has-[:checked]:bg-(--fl-accent-soft)',
      ]),
    );
    expect(classesOf(good)).toContain('accent-(--fl-accent)');
    // The chosen score is filled with the accent, its number in the accent's label colour.
    const nine = screen.getByRole('radio', { name: '9' }) as HTMLInputElement;
    expect(nine.checked).toBe(true);
    expect(classesOf(nine.nextElementSibling)).toEqual(
      expect.arrayContaining([
        'peer-checked:bg-(--fl-accent)',
        'peer-checked:text-(--fl-accent-foreground)',
      ]),
    );

    const progress = screen.getByRole('progressbar', { name: 'Form progress' });
    expect(classesOf(progress.firstElementChild)).toContain('bg-(--fl-secondary)');
    // Buttons stay in the primary colour.
    expect(classesOf(screen.getByRole('button', { name: 'Next' }))).toContain('bg-primary');
  });

  it('shows no answer chosen in a preview started without answers', () => {
    render(<FormPreview definition={definition} />);
    const group = screen.getByRole('group', { name: /How was your visit/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);
  });
});
