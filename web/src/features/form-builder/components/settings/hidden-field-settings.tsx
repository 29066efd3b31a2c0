import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingText } from './setting-text';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

/** The URL parameter that fills the field, and its value when the link has none. */
export function HiddenFieldSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const name = String(question.settings.name ?? '');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingText
        label={t(m.urlParameterName)}
        value={name}
        maxLength={64}
        hint={t(m.urlParameterHint, { name: name || 'ref' })}
        error={errors.name ? t(m.urlParameterInvalid) : undefined}
        onChange={(value) => actions.setSettings({ name: value }, 'name')}
      />
      <SettingText
        label={t(m.defaultValue)}
        value={String(question.settings.defaultValue ?? '')}
        maxLength={2000}
        hint={t(m.defaultValueHint)}
        error={errors.defaultValue}
        onChange={(defaultValue) => actions.setSettings({ defaultValue }, 'defaultValue')}
      />
    </div>
  );
}
