import type { ResponseItem } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { useState, type RefObject } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import type { ResponseDetail } from '../api/responses-api';
import { useResponseDetail } from '../api/use-responses';
import { filesInAnswer, formatAnswer } from '../lib/format-answer';
import { FileDownloadLink } from './file-download-link';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

export interface ResponseDetailDialogProps {
  formId: string;
  questions: readonly Question[];
  /** The row to show; null closes the dialog. */
  item: ResponseItem | null;
  onClose: () => void;
  /** What opened the dialog; focus returns there (no Radix trigger opens this dialog). */
  openerRef: RefObject<HTMLElement | null>;
}

type FileRow = ResponseDetail['files'][number];

/**
 * Every answer of one response, with download links for its files. The list row is shown at once;
 * a submitted response's files (and user agent) come from GET /responses/{id}. Drafts are shown
 * from the row alone.
 */
export function ResponseDetailDialog({
  formId,
  questions,
  onClose,
  openerRef,
  item: current,
}: ResponseDetailDialogProps) {
  // The last response stays rendered while the dialog animates closed.
  const [last, setLast] = useState(current);
  if (current && current !== last) setLast(current);
  const item = current ?? last;
  const isResponse = item?.kind === 'response';
  const detail = useResponseDetail(formId, isResponse ? item.id : null);
  const data = detail.data && item && detail.data.id === item.id ? detail.data : null;
  const answers = data?.answers ?? item?.answers ?? {};
  const known = new Set(questions.map((q) => q.id));
  const extra = Object.keys(answers).filter((key) => !known.has(key));
  const filesFor = (questionId: string): FileRow[] | null => {
    if (data) return data.files.filter((f) => f.questionId === questionId);
    return null;
  };

  return (
    <Dialog open={current !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          const target = openerRef.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {t(m.detailTitle, {
                  draft: item.kind === 'draft' ? 'yes' : 'no',
                  when: formatDateTime(item.kind === 'draft' ? item.updatedAt : item.createdAt),
                })}
              </DialogTitle>
              <DialogDescription>
                {t(m.detailDescription, {
                  state: item.kind === 'draft' ? 'draft' : item.completed ? 'completed' : 'partial',
                  hasReferrer: item.referrer ? 'yes' : 'no',
                  referrer: item.referrer ?? '',
                })}
              </DialogDescription>
            </DialogHeader>

            <dl className="grid gap-4">
              {questions.map((q) => (
                <AnswerRow
                  key={q.id}
                  formId={formId}
                  title={q.title}
                  value={answers[q.id]}
                  question={q}
                  files={filesFor(q.id)}
                  loadingFiles={isResponse && detail.isPending}
                />
              ))}
              {extra.map((key) => (
                <AnswerRow
                  key={key}
                  formId={formId}
                  title={t(m.removedQuestion, { key })}
                  value={answers[key]}
                  files={filesFor(key)}
                  loadingFiles={false}
                />
              ))}
            </dl>

            {data?.userAgent ? (
              <p className="border-t border-border pt-4 text-xs break-words text-muted-foreground">
                {tRich(m.browser, {
                  userAgent: data.userAgent,
                  label: (chunks) => <span className="font-medium">{chunks}</span>,
                })}
              </p>
            ) : null}
            {detail.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
                <span className="text-destructive">{t(m.filesLoadError)}</span>
                <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
                  {t(m.tryAgain)}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AnswerRow({
  formId,
  title,
  value,
  question,
  files,
  loadingFiles,
}: {
  formId: string;
  title: string;
  value: unknown;
  question?: Question;
  /** The stored files of this question, or null while unknown. */
  files: FileRow[] | null;
  loadingFiles: boolean;
}) {
  const referenced = filesInAnswer(value);
  const text = formatAnswer(value, question);
  return (
    <div className="grid gap-1 border-b border-border pb-3 last:border-0">
      <dt className="text-sm font-medium text-muted-foreground">{title}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap">
        {referenced.length > 0 ? (
          files === null ? (
            loadingFiles ? (
              <Skeleton className="h-5 w-48" />
            ) : (
              text
            )
          ) : (
            <ul className="grid gap-1.5">
              {files.map((file) => (
                <li key={file.fileId}>
                  <FileDownloadLink formId={formId} file={file} />
                </li>
              ))}
              {files.length === 0 ? <li>{text}</li> : null}
            </ul>
          )
        ) : text === '' ? (
          <Badge variant="outline">{t(m.noAnswer)}</Badge>
        ) : (
          text
        )}
      </dd>
    </div>
  );
}
