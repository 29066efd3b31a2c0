import type { Question } from '@core/form/definition';
import { RATING_ICONS } from '@core/question-types/shared/numeric';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingSelect } from './setting-select';

const ICON_LABELS: Record<(typeof RATING_ICONS)[number], string> = {
  star: 'Stars',
  heart: 'Hearts',
  number: 'Numbers',
};

export const ICON_OPTIONS = RATING_ICONS.map((value) => ({ value, label: ICON_LABELS[value] }));

/** RATING: how many icons (3 to 10) and which icon. */
export function RatingSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingNumber
        label="Highest rating"
        value={typeof question.settings.max === 'number' ? question.settings.max : 5}
        min={3}
        max={10}
        hint="Between 3 and 10."
        error={errors.max}
        onChange={(max) => actions.setSettings({ max }, 'max')}
      />
      <SettingSelect
        label="Icon"
        value={String(question.settings.icon ?? 'star') as (typeof RATING_ICONS)[number]}
        options={ICON_OPTIONS}
        onChange={(icon) => actions.setSettings({ icon })}
      />
    </div>
  );
}
