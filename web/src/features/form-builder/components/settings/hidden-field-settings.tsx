import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingText } from './setting-text';

/** The URL parameter that fills the field, and its value when the link has none. */
export function HiddenFieldSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const name = String(question.settings.name ?? '');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingText
        label="URL parameter name"
        value={name}
        maxLength={64}
        hint={`Filled from links like …?${name || 'ref'}=newsletter`}
        error={errors.name ? 'Use letters, digits, dots, dashes or underscores' : undefined}
        onChange={(value) => actions.setSettings({ name: value }, 'name')}
      />
      <SettingText
        label="Default value"
        value={String(question.settings.defaultValue ?? '')}
        maxLength={2000}
        hint="Used when the link does not set it."
        error={errors.defaultValue}
        onChange={(defaultValue) => actions.setSettings({ defaultValue }, 'defaultValue')}
      />
    </div>
  );
}
