import { useId } from 'react';
import type { Question } from '@core/form/definition';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { useQuestionActions } from '../../state/use-question-actions';
import { ListEditor } from './list-editor';
import { SettingToggle } from './setting-toggle';

const isHttps = (url: string) => /^https:\/\/[^\s]+$/i.test(url);

/** Picture options: each option's text with the https address of its image. */
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
    actions.update({ options: next, settings: { ...question.settings, images: nextImages } });
  };

  const setImage = (option: string, url: string) => {
    const nextImages = { ...images };
    if (url === '') delete nextImages[option];
    else nextImages[option] = url;
    actions.setSettings({ images: nextImages }, `image:${option}`);
  };

  return (
    <div className="flex flex-col gap-4">
      <ListEditor label="Options" itemLabel="Option" items={options} onChange={onOptionsChange} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Images (https addresses)</legend>
        {options.map((option, index) => {
          const url = images[option] ?? '';
          const invalid = url !== '' && !isHttps(url);
          return (
            <div key={index} className="flex flex-col gap-1">
              <Input
                id={`${baseId}-${index}`}
                type="url"
                inputMode="url"
                aria-label={`Image address for ${option || `option ${index + 1}`}`}
                placeholder="https://…"
                value={url}
                aria-invalid={invalid ? true : undefined}
                onChange={(e) => setImage(option, e.target.value.trim())}
              />
              {invalid ? (
                <FieldMessage tone="error">Use an address that starts with https://</FieldMessage>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <SettingToggle
        label="Allow several pictures"
        checked={multiSelect}
        onChange={(checked) => actions.setSettings({ multiSelect: checked })}
      />
    </div>
  );
}
