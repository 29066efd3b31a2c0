import type { Question } from '@core/form/definition';
import { RATING_ICONS } from '@core/question-types/shared/numeric';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingSelect } from './setting-select';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

const ICON_LABELS: Record<(typeof RATING_ICONS)[number], string> = {
  star: m.iconStars,
  heart: m.iconHearts,
  number: m.iconNumbers,
};

export const ICON_OPTIONS = RATING_ICONS.map((value) => ({ value, label: t(ICON_LABELS[value]) }));

/** RATING: how many icons (3 to 10) and which icon. */
export function RatingSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingNumber
        label={t(m.highestRating)}
        value={typeof question.settings.max === 'number' ? question.settings.max : 5}
        min={3}
        max={10}
        hint={t(m.highestRatingHint)}
        error={errors.max}
        onChange={(max) => actions.setSettings({ max }, 'max')}
      />
      <SettingSelect
        label={t(m.icon)}
        value={String(question.settings.icon ?? 'star') as (typeof RATING_ICONS)[number]}
        options={ICON_OPTIONS}
        onChange={(icon) => actions.setSettings({ icon })}
      />
    </div>
  );
}
