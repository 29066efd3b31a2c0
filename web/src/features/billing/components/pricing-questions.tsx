import { CREDIT_REMINDER_DAYS } from '@core/api/billing';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

/** The questions people ask before paying, answered from the server's plan figures. */
export function PricingQuestions({
  freeLimit,
  publishDays,
}: {
  freeLimit: number | null;
  publishDays: number | null;
}) {
  const items = [
    {
      q: t(m.qProEnds),
      a: freeLimit === null ? t(m.aProEndsNoLimit) : t(m.aProEnds, { limit: freeLimit }),
    },
    {
      q: t(m.qCancel),
      a: t(m.aCancel),
    },
    ...(publishDays === null
      ? []
      : [
          {
            q: t(m.qCredits),
            a: t(m.aCredits, { days: publishDays, reminderDays: CREDIT_REMINDER_DAYS }),
          },
        ]),
  ];
  return (
    <section aria-labelledby="pricing-questions" className="mx-auto w-full max-w-3xl">
      <h2 id="pricing-questions" className="text-xl font-semibold">
        {t(m.questionsHeading)}
      </h2>
      <dl className="mt-4 divide-y divide-border">
        {items.map((item) => (
          <div key={item.q} className="py-4">
            <dt className="font-medium">{item.q}</dt>
            <dd className="mt-1 text-sm text-muted-foreground">{item.a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
