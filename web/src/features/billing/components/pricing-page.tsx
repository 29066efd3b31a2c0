import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

const PLANS = [
  {
    name: 'Free',
    summary: 'Everything you need to build and share your first forms.',
    points: [
      'Build forms as a guest or with a free account',
      'All 33 question types and branching logic',
      'A limited number of published forms',
    ],
    cta: { label: 'Create a form', href: '/forms/new' },
    highlighted: false,
  },
  {
    name: 'Pro',
    summary: 'For people who collect answers every week.',
    points: ['Everything in Free', 'Unlimited form publishing', 'Billing you can cancel any time'],
    cta: { label: 'Upgrade to Pro', href: '/checkout' },
    highlighted: true,
  },
] as const;

export function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <PageContainer>
      <PageHeader
        title="Pricing"
        description="Free to start. Upgrade to Pro when you need unlimited publishing. Prices are announced soon."
      />
      <div className="grid gap-6 md:grid-cols-2">
        {PLANS.map((plan) => (
          <Card
            key={plan.name}
            className={plan.highlighted ? 'border-primary ring-1 ring-primary' : undefined}
          >
            <CardHeader>
              <div className="flex items-center justify-between gap-3">
                <CardTitle as="h2" className="text-xl">
                  {plan.name}
                </CardTitle>
                {plan.highlighted ? <Badge variant="soft">Most popular</Badge> : null}
              </div>
              <CardDescription>{plan.summary}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-3">
                {plan.points.map((point) => (
                  <li key={point} className="flex gap-2 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button asChild variant={plan.highlighted ? 'default' : 'outline'} className="w-full">
                <Link href={plan.cta.href}>{plan.cta.label}</Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </PageContainer>
  );
}
