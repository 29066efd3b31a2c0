import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  translationsImportReportSchema,
  type TranslationsImportReport,
} from '@core/api/translations';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isApiError, throwIfResNotOk } from '@/lib/api-client';
import { useBuilderSession } from '../../state/builder-context';
import { t } from '@/lib/app-messages/app-messages';
import { builderLanguagesMessages as m } from './messages';

export interface TranslationsFileProps {
  formId: string;
  /** After an import the server's draft is newer than the builder's: load it. */
  onImported: () => Promise<void>;
}

const csvUrl = (formId: string) => `/api/forms/${encodeURIComponent(formId)}/translations.csv`;

async function importCsv(formId: string, file: File): Promise<TranslationsImportReport> {
  const res = await fetch(csvUrl(formId), {
    method: 'PUT',
    headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
    body: await file.text(),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return translationsImportReportSchema.parse(await res.json());
}

function reportText(report: TranslationsImportReport): string {
  const parts = [t(m.reportChanged, { count: report.changed })];
  if (report.unknownKeys.length > 0) {
    const keys = report.unknownKeys.map((k) =>
      t(m.reportUnknownKey, { key: k.key, line: String(k.line) }),
    );
    // A list of keys, as the old text joined them (the app speaks English only for now).
    parts.push(t(m.reportUnknownKeys, { keys: keys.join(', ') }));
  }
  if (report.sourceChanged.length > 0)
    parts.push(t(m.reportSourceChanged, { count: String(report.sourceChanged.length) }));
  return parts.join(' ');
}

/**
 * The translators' file (ADR 048): export the texts as CSV, import it back. Both read the saved
 * draft, so pending edits are saved first.
 */
export function TranslationsFile({ formId, onImported }: TranslationsFileProps) {
  const { autosave } = useBuilderSession();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const saved = async () => {
    if (await autosave.flush()) return true;
    toast({
      title: t(m.saveFirstTitle),
      description: t(m.saveFirstDescription),
      variant: 'destructive',
    });
    return false;
  };

  const exportCsv = async () => {
    if (!(await saved())) return;
    const link = document.createElement('a');
    link.href = csvUrl(formId);
    link.download = `${formId}-translations.csv`;
    link.click();
  };

  const upload = async (file: File) => {
    setBusy(true);
    try {
      if (!(await saved())) return;
      const report = await importCsv(formId, file);
      await onImported();
      toast({ title: t(m.importedTitle), description: reportText(report) });
    } catch (error) {
      toast({
        title: t(m.importFailedTitle),
        description: (isApiError(error) && error.serverMessage) || t(m.importFailedDescription),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void exportCsv()}>
        <Download aria-hidden="true" />
        {t(m.exportCsv)}
      </Button>
      <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {t(busy ? m.importing : m.importCsv)}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label={t(m.csvFile)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
    </div>
  );
}
