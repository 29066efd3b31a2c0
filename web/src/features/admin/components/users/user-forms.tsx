import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminUserDetail } from '@core/api/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format-date';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

type UserForm = AdminUserDetail['forms'][number];

/** Links out of the console ("~" leaves the /admin nest): the form's own screens. */
export function FormLinks({ form }: { form: Pick<UserForm, 'id' | 'title'> }) {
  const id = encodeURIComponent(form.id);
  return (
    <span className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link href={`~/forms/${id}/responses`}>
          {tRich(m.openResponses, {
            title: form.title,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link href={`~/forms/${id}/edit`}>
          {tRich(m.openInBuilder, {
            title: form.title,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </Link>
      </Button>
    </span>
  );
}

/** Every form of the user, newest change first, each with its responses and builder. */
export function UserForms({ forms }: { forms: readonly UserForm[] }) {
  return (
    <section aria-labelledby="admin-user-forms" className="flex flex-col gap-3">
      <h2 id="admin-user-forms" className="text-xl font-semibold">
        {tRich(m.formsHeading, {
          count: forms.length,
          muted: (chunks) => (
            <span className="text-base font-normal text-muted-foreground">{chunks}</span>
          ),
        })}
      </h2>
      {forms.length === 0 ? (
        <EmptyState
          icon={FileText}
          headingLevel="h3"
          title={t(m.noForms)}
          description={t(m.noFormsDescription)}
        />
      ) : (
        <ul className="rounded-xl border border-border">
          {forms.map((form) => (
            <li
              key={form.id}
              className="flex flex-col gap-2 border-b border-border p-3 last:border-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{form.title}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  {form.published ? (
                    <Badge variant="success">{t(m.published)}</Badge>
                  ) : (
                    <Badge variant="outline">{t(m.draft)}</Badge>
                  )}
                  <span>{t(m.responses, { count: form.responseCount })}</span>
                  <span>{t(m.changedOn, { date: formatDate(form.updatedAt) })}</span>
                </p>
              </div>
              <FormLinks form={form} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
