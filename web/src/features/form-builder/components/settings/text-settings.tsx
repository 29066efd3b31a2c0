import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingText } from './setting-text';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Placeholder for every typed answer; length limits for SHORT_TEXT and LONG_TEXT. */
export function TextSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const hasLength = question.type === 'SHORT_TEXT' || question.type === 'LONG_TEXT';
  const ceiling = question.type === 'LONG_TEXT' ? 20_000 : 1000;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <SettingText
          label={t(m.placeholder)}
          value={String(question.settings.placeholder ?? '')}
          maxLength={200}
          hint={t(m.textPlaceholderHint)}
          error={errors.placeholder}
          onChange={(placeholder) => actions.setSettings({ placeholder }, 'placeholder')}
        />
      </div>
      {hasLength ? (
        <>
          <SettingNumber
            label={t(m.minCharacters)}
            value={num(question.settings.minLength)}
            min={0}
            max={ceiling}
            error={errors.minLength}
            onChange={(minLength) => actions.setSettings({ minLength }, 'minLength')}
          />
          <SettingNumber
            label={t(m.maxCharacters)}
            value={num(question.settings.maxLength)}
            min={1}
            max={ceiling}
            placeholder={String(ceiling)}
            error={errors.maxLength}
            onChange={(maxLength) => actions.setSettings({ maxLength }, 'maxLength')}
          />
        </>
      ) : null}
    </div>
  );
}
