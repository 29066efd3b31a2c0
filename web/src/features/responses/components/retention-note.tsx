import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { retentionNote } from '@/lib/core-texts/core-texts';
import { retentionQuery } from '../api/retention-api';

/**
 * "Responses older than N days are deleted automatically." while the form's retention is on
 * (issue 20). Nothing while it is off, loading or unreadable: the responses are there either way,
 * and the settings screen is where retention is read in full.
 */
export function RetentionNote({ formId }: { formId: string }) {
  const settings = useQuery(retentionQuery(formId));
  const days = settings.data?.responseRetentionDays;
  if (days == null) return null;
  return (
    <p className="mb-6 flex items-start gap-2 rounded-md border border-border bg-subtle p-3 text-sm">
      <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      {retentionNote(days)}
    </p>
  );
}
