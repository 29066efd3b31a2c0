import type { Question } from '@core/form/definition';
import { parseFileSize } from '@core/question-types/shared/file-reference';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingText } from './setting-text';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

/** Accepted file types and the size limit (spec text columns); how many files for the multi type. */
export function FileSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const size = question.maxFileSize ?? '';
  const sizeInvalid = size.trim() !== '' && parseFileSize(size) === undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingText
        label={t(m.acceptedFileTypes)}
        value={question.fileTypes ?? ''}
        maxLength={500}
        placeholder={t(m.anyFile)}
        hint={t(m.fileTypesHint)}
        onChange={(value) =>
          actions.update({ fileTypes: value === '' ? null : value }, 'fileTypes')
        }
      />
      <SettingText
        label={t(m.largestFileSize)}
        value={size}
        maxLength={20}
        placeholder="10MB"
        hint={t(m.fileSizeHint)}
        error={sizeInvalid ? t(m.fileSizeInvalid) : undefined}
        onChange={(value) =>
          actions.update({ maxFileSize: value === '' ? null : value }, 'maxFileSize')
        }
      />
      {question.type === 'MULTIPLE_FILE_UPLOAD' ? (
        <SettingNumber
          label={t(m.mostFiles)}
          value={Number(question.settings.maxFiles ?? 5)}
          min={1}
          max={50}
          error={errors.maxFiles}
          onChange={(maxFiles) => actions.setSettings({ maxFiles: maxFiles ?? 5 }, 'maxFiles')}
        />
      ) : null}
    </div>
  );
}
