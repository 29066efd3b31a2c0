import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { copyText } from '@/lib/clipboard';
import { t } from '@/lib/app-messages/app-messages';
import { builderPublishingMessages as m } from './publishing/messages';

export interface CopyFieldProps {
  label: string;
  value: string;
  multiline?: boolean;
}

/** A read-only value with a Copy button that confirms the copy in place. */
export function CopyField({ label, value, multiline = false }: CopyFieldProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(value);
    setCopied(ok);
    if (ok) setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-start gap-2">
        {multiline ? (
          <Textarea
            id={id}
            readOnly
            value={value}
            rows={3}
            className="font-mono text-xs sm:text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
        ) : (
          <Input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        )}
        <Button
          variant="outline"
          onClick={() => void copy()}
          aria-label={t(m.copyLabel, { label: label.toLowerCase() })}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-live="polite">{t(copied ? m.copied : m.copy)}</span>
        </Button>
      </div>
    </div>
  );
}
