import type { CreateReportResponse } from '@core/api/shared-reports';
import type { Question } from '@core/form/definition';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { ResponseFilters } from '../../lib/filters';
import { CreateReportForm } from './create-report-form';
import { ReportLink } from './report-link';
import { ReportList } from './report-list';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../../messages';

export interface ShareReportDialogProps {
  formId: string;
  /** The filter bar's current state: what a new report will show. */
  filters: ResponseFilters;
  /** The form's questions: those a cross-tab can read are offered. */
  questions: readonly Question[];
  /** Editors share and revoke; viewers see the list. */
  canEdit: boolean;
}

/**
 * "Share report" (issue 32, item 5): a read-only page of the summary under the current filters,
 * at a secret link, for people without an account; and the form's reports with their views.
 */
export function ShareReportDialog({ formId, filters, questions, canEdit }: ShareReportDialogProps) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreateReportResponse | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The link is shown once: closing the dialog lets it go.
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden="true" />
          {canEdit ? t(m.shareReport) : t(m.sharedReports)}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{canEdit ? t(m.shareReport) : t(m.sharedReports)}</DialogTitle>
          <DialogDescription>{t(m.shareDescription)}</DialogDescription>
        </DialogHeader>
        {canEdit ? (
          created ? (
            <div className="grid gap-3">
              <ReportLink url={created.url} />
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={() => setCreated(null)}
              >
                {t(m.shareAnother)}
              </Button>
            </div>
          ) : (
            <CreateReportForm
              formId={formId}
              filters={filters}
              questions={questions}
              onCreated={setCreated}
            />
          )
        ) : null}
        <section aria-labelledby="shared-reports-heading" className="grid gap-2">
          <h3 id="shared-reports-heading" className="text-sm font-semibold">
            {t(m.formReports)}
          </h3>
          <ReportList formId={formId} canRevoke={canEdit} />
        </section>
      </DialogContent>
    </Dialog>
  );
}
