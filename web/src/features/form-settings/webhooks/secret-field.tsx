import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/app-messages/app-messages';
import { copyText } from '@/lib/clipboard';
import { webhooksMessages as m } from './messages';

/** The signing secret, read-only and selectable, with a Copy button. */
export function SecretField({ secret, hint }: { secret: string; hint?: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (await copyText(secret)) {
      setCopied(true);
      toast({ title: t(m.secretCopied), variant: 'success' });
    } else {
      toast({
        title: t(m.copyError),
        description: t(m.copyYourself),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t(m.signingSecret)}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={secret}
          className="font-mono text-xs sm:text-xs"
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t(m.copied) : t(m.copy)}
        </Button>
      </div>
      {hint ? <FieldMessage id={`${id}-hint`}>{hint}</FieldMessage> : null}
    </div>
  );
}
