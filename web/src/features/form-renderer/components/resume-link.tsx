/** "Continue on another device": copies the resume link (/forms/{id}?resume={token}). */
import Link2 from 'lucide-react/icons/link-2';
import { useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { useTranslator } from '@/renderer';

export function ResumeLink({ url }: { url: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const { t } = useTranslator();
  return (
    <div className="fl-resume mt-6 border-t border-border pt-4 text-sm">
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-medium text-(--fl-primary-text) underline-offset-4 hover:underline"
        onClick={async () => setState((await copyText(url)) ? 'copied' : 'manual')}
      >
        <Link2 className="size-4" aria-hidden="true" />
        {t('continueElsewhere')}
      </button>
      <p role="status" className="px-2 text-muted-foreground">
        {state === 'copied' ? t('linkCopied') : ''}
      </p>
      {state === 'manual' ? (
        <div className="px-2">
          <label htmlFor="fl-resume-url" className="block text-muted-foreground">
            {t('copyLink')}
          </label>
          <input
            id="fl-resume-url"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="mt-1 block min-h-11 w-full rounded-md border border-input bg-background px-3 text-foreground"
          />
        </div>
      ) : null}
    </div>
  );
}
