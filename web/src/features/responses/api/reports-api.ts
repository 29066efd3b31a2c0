/**
 * Shared reports as the responses screen uses them (server/src/modules/shared-reports): the
 * form's list with view counts, sharing the current filters, and revoking. Creating answers the
 * report's link once; only the dialog that asked holds it.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createReportResponseSchema,
  reportListSchema,
  type CreateReportRequest,
  type ReportItem,
  type ReportList,
} from '@core/api/shared-reports';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, getJson } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

export const reportsUrl = (formId: string) => `/api/forms/${encodeURIComponent(formId)}/reports`;

export const reportsQuery = (formId: string) =>
  queryOptions<ReportList>({
    queryKey: [reportsUrl(formId)],
    queryFn: async ({ signal }) =>
      reportListSchema.parse(
        await getJson<unknown>(reportsUrl(formId), { on401: 'throw', signal }),
      ),
    // View counts move while the page is open; read afresh each time the list opens.
    staleTime: 0,
  });

export function useCreateReport(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateReportRequest) => {
      const res = await apiRequest('POST', reportsUrl(formId), request);
      return createReportResponseSchema.parse(await res.json());
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [reportsUrl(formId)] }),
  });
}

export function useRevokeReport(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (report: ReportItem) => {
      await apiRequest('DELETE', `${reportsUrl(formId)}/${report.id}`);
      return report;
    },
    onSuccess: (report) => {
      queryClient.setQueryData<ReportList>([reportsUrl(formId)], (list) =>
        list ? { items: list.items.filter((r) => r.id !== report.id) } : list,
      );
      toast({
        title: t(m.reportRevoked),
        description: t(m.reportRevokedDescription, { name: report.name }),
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: t(m.revokeError),
        description: serverMessageOf(error) ?? t(m.checkConnection),
        variant: 'destructive',
      }),
  });
}
