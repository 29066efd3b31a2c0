import { CREDIT_REMINDER_DAYS } from '@core/api/billing';

/** The questions people ask before paying, answered from the server's plan figures. */
export function PricingQuestions({
  freeLimit,
  publishDays,
}: {
  freeLimit: number | null;
  publishDays: number | null;
}) {
  const limit = freeLimit === null ? 'the free limit' : `${freeLimit}`;
  const items = [
    {
      q: 'What happens to my forms if Pro ends?',
      a: `Every form stays published and keeps collecting responses; no response is ever refused or hidden. You can publish a new form once you have fewer than ${limit} published.`,
    },
    {
      q: 'Can I cancel any time?',
      a: 'Yes. Cancelling turns off renewal, and Pro stays until the end of the period you paid for. You can turn renewal back on before then.',
    },
    ...(publishDays === null
      ? []
      : [
          {
            q: 'How do credits work?',
            a: `When you are at the free limit, one credit publishes one more form for ${publishDays} days. We let you know ${CREDIT_REMINDER_DAYS} days before it lapses; after that the form stays published, it just counts towards the limit again.`,
          },
        ]),
  ];
  return (
    <section aria-labelledby="pricing-questions" className="mx-auto w-full max-w-3xl">
      <h2 id="pricing-questions" className="text-xl font-semibold">
        Questions
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
