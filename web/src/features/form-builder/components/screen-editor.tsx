import { Flag, PartyPopper } from 'lucide-react';
import { memo, useId } from 'react';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useBuilderDispatch, useBuilderSelector } from '../state/builder-context';
import type { ScreenKey } from '../state/builder-actions';
import { SectionHeading } from './section-heading';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/** Each screen's words, messages of the builder's catalogue. */
const COPY: Record<
  ScreenKey,
  { title: string; hint: string; show: string; button: string; icon: typeof Flag }
> = {
  welcomeScreen: {
    title: m.welcomeScreen,
    hint: m.welcomeScreenHint,
    show: m.showWelcomeScreen,
    button: m.welcomeButtonPlaceholder,
    icon: Flag,
  },
  thankYouScreen: {
    title: m.thankYouScreen,
    hint: m.thankYouScreenHint,
    show: m.showThankYouScreen,
    button: m.thankYouButtonPlaceholder,
    icon: PartyPopper,
  },
};

/** The welcome or thank-you screen: on or off, its title, text and button. */
export const ScreenEditor = memo(function ScreenEditor({ screen }: { screen: ScreenKey }) {
  const value = useBuilderSelector((state) => state.definition[screen]);
  const dispatch = useBuilderDispatch();
  const id = useId();
  const copy = COPY[screen];
  const update = (patch: Partial<typeof value>, field?: string) =>
    dispatch({
      type: 'updateScreen',
      screen,
      patch,
      coalesce: field ? `${screen}:${field}` : undefined,
    });

  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
        <SectionHeading
          id={`${id}-heading`}
          icon={copy.icon}
          title={t(copy.title)}
          hint={t(copy.hint)}
        >
          <Switch
            checked={value.enabled}
            onCheckedChange={(enabled) => update({ enabled })}
            aria-label={t(copy.show)}
          />
        </SectionHeading>
        {value.enabled ? (
          <div className="grid gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-title`}>{t(m.screenTitle)}</Label>
              <Input
                id={`${id}-title`}
                value={value.title}
                maxLength={300}
                onChange={(e) => update({ title: e.target.value }, 'title')}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-description`}>{t(m.screenText)}</Label>
              <Textarea
                id={`${id}-description`}
                value={value.description}
                maxLength={5000}
                rows={2}
                onChange={(e) => update({ description: e.target.value }, 'description')}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-button`}>{t(m.screenButtonText)}</Label>
              <Input
                id={`${id}-button`}
                value={value.buttonText}
                maxLength={60}
                placeholder={t(copy.button)}
                onChange={(e) => update({ buttonText: e.target.value }, 'buttonText')}
              />
            </div>
          </div>
        ) : null}
      </section>
    </Card>
  );
});
