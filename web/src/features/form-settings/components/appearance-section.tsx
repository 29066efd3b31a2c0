import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useId } from 'react';
import { BUTTON_STYLES, CARD_STYLES } from '@core/form/enums';
import { FONT_FAMILY_NAMES } from '@core/form/font-families';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { SettingsValues } from '../api/settings-values';
import { ChoiceCards } from './choice-cards';
import { SettingsSection } from './settings-section';
import { ToggleField } from './toggle-field';

// The curated list the brand kit and the presets use too (web-safe stacks, no font host).
const FONTS: string[] = FONT_FAMILY_NAMES;

// The inset ring keeps a sample as light as the card around it visible.
const BUTTON_PREVIEW: Record<(typeof BUTTON_STYLES)[number], string> = {
  rounded: 'rounded-md ring-1 ring-border ring-inset',
  square: 'rounded-none ring-1 ring-border ring-inset',
  pill: 'rounded-full ring-1 ring-border ring-inset',
};
const CARD_PREVIEW: Record<(typeof CARD_STYLES)[number], string> = {
  shadow: 'rounded-sm bg-card shadow-md',
  border: 'rounded-sm border-2 border-foreground/40 bg-card',
  flat: 'rounded-sm bg-muted',
};
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Typography, button and card style, media, display switches and custom CSS. */
export function AppearanceSection({ form }: { form: UseFormReturn<SettingsValues> }) {
  const { control, register, formState } = form;
  const id = useId();
  const errors = formState.errors;
  const font = useWatch({ control, name: 'fontFamily' });
  const primary = useWatch({ control, name: 'primaryColor' });
  // Buttons are filled with the primary colour; one still being typed shows as the default.
  const buttonColour = /^#[0-9a-fA-F]{6}$/.test(primary) ? primary : '#4f46e5';
  const fonts = FONTS.includes(font) ? FONTS : [font, ...FONTS];

  return (
    <>
      <SettingsSection title="Style">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-font`}>Font</Label>
          <NativeSelect id={`${id}-font`} {...register('fontFamily')}>
            {fonts.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Controller
          control={control}
          name="buttonStyle"
          render={({ field }) => (
            <ChoiceCards
              legend="Button style"
              value={field.value}
              onChange={field.onChange}
              sampleColour={buttonColour}
              options={BUTTON_STYLES.map((v) => ({
                value: v,
                label: capital(v),
                preview: BUTTON_PREVIEW[v],
              }))}
            />
          )}
        />
        <Controller
          control={control}
          name="cardStyle"
          render={({ field }) => (
            <ChoiceCards
              legend="Card style"
              value={field.value}
              onChange={field.onChange}
              options={CARD_STYLES.map((v) => ({
                value: v,
                label: capital(v),
                preview: CARD_PREVIEW[v],
              }))}
            />
          )}
        />
      </SettingsSection>
      <SettingsSection
        title="Media"
        description="Only https addresses are accepted, or the logo uploaded to your brand kit."
      >
        {(
          [
            [
              'logoUrl',
              'Logo address',
              'https://example.com/logo.png',
              'Shown at the top of the form. Apply your brand kit to use its uploaded logo.',
            ],
            [
              'youtubeUrl',
              'YouTube video',
              'https://www.youtube.com/watch?v=…',
              'Shown on the welcome screen. YouTube links only.',
            ],
          ] as const
        ).map(([name, label, placeholder, hint]) => {
          const error = errors[name]?.message;
          return (
            <div key={name} className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-${name}`}>{label}</Label>
              <Input
                id={`${id}-${name}`}
                // An uploaded logo is a path on this server, which a url input would call invalid.
                type={name === 'logoUrl' ? 'text' : 'url'}
                inputMode="url"
                placeholder={placeholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-${name}-message`}
                {...register(name)}
              />
              <FieldMessage id={`${id}-${name}-message`} tone={error ? 'error' : 'hint'}>
                {error ?? hint}
              </FieldMessage>
            </div>
          );
        })}
      </SettingsSection>
      <SettingsSection title="Display">
        {(
          [
            ['showProgressBar', 'Progress bar', 'Shows how far along respondents are.'],
            ['showQuestionNumbers', 'Question numbers', 'Numbers each question: 1, 2, 3…'],
            [
              'showBranding',
              'Formloom branding',
              'A small “Made with Formloom” line under the form.',
            ],
            [
              'brandKit',
              'Use my brand kit',
              'Takes colours, font and logo from your brand kit when one is set.',
            ],
          ] as const
        ).map(([name, label, hint]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <ToggleField
                label={label}
                hint={hint}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </SettingsSection>
      <SettingsSection
        title="Custom CSS"
        description="For fine-tuning the look. It is sanitised and scoped to this form when the form is shown, so it can never affect the rest of the page."
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-css`}>CSS</Label>
          <Textarea
            id={`${id}-css`}
            rows={6}
            spellCheck={false}
            className="font-mono text-xs sm:text-xs"
            placeholder=".question-title { letter-spacing: 0.01em; }"
            aria-invalid={errors.customCSS ? true : undefined}
            {...register('customCSS')}
          />
          {errors.customCSS ? (
            <FieldMessage tone="error">{errors.customCSS.message}</FieldMessage>
          ) : null}
        </div>
      </SettingsSection>
    </>
  );
}
