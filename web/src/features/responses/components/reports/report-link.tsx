import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { copyText } from '@/lib/clipboard';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../../messages';

/** A new report's link, read-only, with a Copy button: shown once, as the server keeps only a hash. */
export function ReportLink({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(url);
    setCopied(ok);
    if (ok) setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t(m.reportLink)}</Label>
      <div className="flex items-start gap-2">
        <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline" onClick={() => void copy()} aria-label={t(m.copyReportLink)}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-live="polite">{copied ? t(m.copied) : t(m.copy)}</span>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t(m.reportLinkNote)}</p>
    </div>
  );
}
