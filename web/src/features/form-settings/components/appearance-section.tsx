import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useId } from 'react';
import { BUTTON_STYLES, CARD_STYLES } from '@core/form/enums';
import { FONT_FAMILY_NAMES } from '@core/form/font-families';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { t } from '@/lib/app-messages/app-messages';
import type { SettingsValues } from '../api/settings-values';
import { formSettingsMessages as m } from '../messages';
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
const BUTTON_LABELS: Record<(typeof BUTTON_STYLES)[number], string> = {
  rounded: m.buttonRounded,
  square: m.buttonSquare,
  pill: m.buttonPill,
};
const CARD_LABELS: Record<(typeof CARD_STYLES)[number], string> = {
  shadow: m.cardShadow,
  border: m.cardBorder,
  flat: m.cardFlat,
};

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
      <SettingsSection title={t(m.styleTitle)}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-font`}>{t(m.font)}</Label>
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
              legend={t(m.buttonStyle)}
              value={field.value}
              onChange={field.onChange}
              sampleColour={buttonColour}
              options={BUTTON_STYLES.map((v) => ({
                value: v,
                label: t(BUTTON_LABELS[v]),
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
              legend={t(m.cardStyle)}
              value={field.value}
              onChange={field.onChange}
              options={CARD_STYLES.map((v) => ({
                value: v,
                label: t(CARD_LABELS[v]),
                preview: CARD_PREVIEW[v],
              }))}
            />
          )}
        />
      </SettingsSection>
      <SettingsSection title={t(m.mediaTitle)} description={t(m.mediaDescription)}>
        {(
          [
            ['logoUrl', m.logoLabel, 'https://example.com/logo.png', m.logoHint],
            ['youtubeUrl', m.youtubeLabel, 'https://www.youtube.com/watch?v=…', m.youtubeHint],
          ] as const
        ).map(([name, label, placeholder, hint]) => {
          const error = errors[name]?.message;
          return (
            <div key={name} className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-${name}`}>{t(label)}</Label>
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
                {error ?? t(hint)}
              </FieldMessage>
            </div>
          );
        })}
      </SettingsSection>
      <SettingsSection title={t(m.displayTitle)}>
        {(
          [
            ['showProgressBar', m.progressBar, m.progressBarHint],
            ['showQuestionNumbers', m.questionNumbers, m.questionNumbersHint],
            ['showBranding', m.branding, m.brandingHint],
            ['brandKit', m.useBrandKit, m.useBrandKitHint],
          ] as const
        ).map(([name, label, hint]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <ToggleField
                label={t(label)}
                hint={t(hint)}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </SettingsSection>
      <SettingsSection title={t(m.customCssTitle)} description={t(m.customCssDescription)}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-css`}>{t(m.cssLabel)}</Label>
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
