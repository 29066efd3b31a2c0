import type { Question } from '@core/form/definition';
import type { RATING_ICONS } from '@core/question-types/shared/numeric';
import { useQuestionActions } from '../../state/use-question-actions';
import { ICON_OPTIONS } from './rating-settings';
import { ScaleLabels } from './scale-settings';
import { SettingSelect } from './setting-select';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

/** NPS and NPS_RATING: always 0 to 10; the end labels, and the icon for NPS_RATING. */
export function NpsSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t(m.npsRange)}</p>
      <ScaleLabels question={question} />
      {question.type === 'NPS_RATING' ? (
        <SettingSelect
          label={t(m.icon)}
          value={String(question.settings.icon ?? 'star') as (typeof RATING_ICONS)[number]}
          options={ICON_OPTIONS}
          onChange={(icon) => actions.setSettings({ icon })}
        />
      ) : null}
    </div>
  );
}
