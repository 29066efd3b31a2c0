import { useId } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

export interface SettingToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}

/** A labelled on/off setting. */
export function SettingToggle({ label, checked, onChange, hint }: SettingToggleProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint ? <FieldMessage id={`${id}-hint`}>{hint}</FieldMessage> : null}
      </div>
    </div>
  );
}
