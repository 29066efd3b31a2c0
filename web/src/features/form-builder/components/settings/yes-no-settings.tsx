import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingText } from './setting-text';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

/** The two buttons' wording; the stored answer stays true or false. */
export function YesNoSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingText
        label={t(m.yesButtonText)}
        value={String(question.settings.yesLabel ?? '')}
        maxLength={60}
        error={errors.yesLabel}
        onChange={(yesLabel) => actions.setSettings({ yesLabel }, 'yesLabel')}
      />
      <SettingText
        label={t(m.noButtonText)}
        value={String(question.settings.noLabel ?? '')}
        maxLength={60}
        error={errors.noLabel}
        onChange={(noLabel) => actions.setSettings({ noLabel }, 'noLabel')}
      />
    </div>
  );
}
