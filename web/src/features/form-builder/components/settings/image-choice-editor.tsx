import { useId } from 'react';
import type { Question } from '@core/form/definition';
import { isSameOriginImagePath } from '@core/form/image-path';
import { nextOptionIds } from '@core/form/option-identity';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { newOptionId } from '../../state/ids';
import { useQuestionActions } from '../../state/use-question-actions';
import { ListEditor } from './list-editor';
import { PictureUploadButton } from './picture-upload-button';
import { SettingToggle } from './setting-toggle';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

/** What the form accepts: an https address, or one of this server's pictures by its path. */
const isPictureAddress = (url: string) =>
  /^https:\/\/[^\s]+$/i.test(url) || isSameOriginImagePath(url);

/**
 * Picture options: each option's text with its picture, uploaded to this server or at an https
 * address elsewhere.
 */
export function ImageChoiceEditor({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const baseId = useId();
  const options = question.options ?? [];
  const images = (question.settings.images ?? {}) as Record<string, string>;
  const multiSelect = question.settings.multiSelect === true;

  // Images are keyed by option text: keep each picture with its option through renames and moves.
  const onOptionsChange = (next: string[]) => {
    const byIndex = options.map((option) => images[option]);
    const renamed = next.length === options.length && next.some((o, i) => o !== options[i]);
    const nextImages: Record<string, string> = {};
    next.forEach((option, index) => {
      const image = renamed && !options.includes(option) ? byIndex[index] : images[option];
      if (image) nextImages[option] = image;
    });
    actions.update({
      options: next,
      optionIds: nextOptionIds(question, next, newOptionId),
      settings: { ...question.settings, images: nextImages },
    });
  };

  const setImage = (option: string, url: string) => {
    const nextImages = { ...images };
    if (url === '') delete nextImages[option];
    else nextImages[option] = url;
    actions.setSettings({ images: nextImages }, `image:${option}`);
  };

  return (
    <div className="flex flex-col gap-4">
      <ListEditor label={t(m.options)} kind="option" items={options} onChange={onOptionsChange} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t(m.pictures)}</legend>
        <p id={`${baseId}-hint`} className="text-sm text-muted-foreground">
          {t(m.picturesHint)}
        </p>
        {options.map((option, index) => {
          const url = images[option] ?? '';
          const invalid = url !== '' && !isPictureAddress(url);
          const name = option || t(m.unnamedOption, { number: index + 1 });
          return (
            <div key={index} className="flex flex-wrap items-start gap-2">
              <Input
                id={`${baseId}-${index}`}
                type="text"
                inputMode="url"
                className="min-w-0 flex-1 basis-48"
                aria-label={t(m.imageAddressFor, { name })}
                aria-describedby={`${baseId}-hint`}
                placeholder="https://…"
                value={url}
                aria-invalid={invalid ? true : undefined}
                onChange={(e) => setImage(option, e.target.value.trim())}
              />
              <PictureUploadButton
                optionName={name}
                onUploaded={(uploaded) => setImage(option, uploaded)}
              />
              {invalid ? (
                <FieldMessage tone="error" className="basis-full">
                  {t(m.useHttpsAddress)}
                </FieldMessage>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <SettingToggle
        label={t(m.allowSeveralPictures)}
        checked={multiSelect}
        onChange={(checked) => actions.setSettings({ multiSelect: checked })}
      />
    </div>
  );
}
