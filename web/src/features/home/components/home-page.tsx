import { ArrowRight, ChartColumn, GitBranch, ListChecks, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HeroPreview } from './hero-preview';
import { LandingSections } from './landing-sections';
import { homeMessages as m } from '../messages';

// Titles and texts are messages of the home page's catalogue, shown with `t`.
const FEATURES = [
  {
    icon: ListChecks,
    title: m.featureTypesTitle,
    text: m.featureTypesText,
  },
  {
    icon: GitBranch,
    title: m.featureLogicTitle,
    text: m.featureLogicText,
  },
  {
    icon: ShieldCheck,
    title: m.featureSafeTitle,
    text: m.featureSafeText,
  },
  {
    icon: ChartColumn,
    title: m.featureAnalyticsTitle,
    text: m.featureAnalyticsText,
  },
] as const;

const STEPS = [
  {
    title: m.stepBuildTitle,
    text: m.stepBuildText,
  },
  {
    title: m.stepShareTitle,
    text: m.stepShareText,
  },
  {
    title: m.stepLearnTitle,
    text: m.stepLearnText,
  },
] as const;

export function HomePage() {
  useDocumentTitle();

  return (
    <>
      <section aria-labelledby="hero-title" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-primary-soft to-transparent opacity-70"
        />
        <div className="mx-auto grid w-full max-w-(--container-page) items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-24">
          <div>
            <Badge variant="soft" className="mb-5">
              {t(m.heroBadge)}
            </Badge>
            <h1
              id="hero-title"
              className="text-4xl font-bold tracking-tight sm:text-5xl lg:text-display"
            >
              {t(m.heroTitle)}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">{t(m.heroText)}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/forms/new">
                  {t(m.createForm)}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/templates">{t(m.viewTemplates)}</Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-muted-foreground">{t(m.heroGuest)}</p>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section aria-labelledby="features-title" className="border-t border-border bg-subtle">
        <div className="mx-auto w-full max-w-(--container-page) px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="max-w-2xl">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight">
              {t(m.featuresTitle)}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{t(m.featuresText)}</p>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li
                key={feature.title}
                className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xs"
              >
                <div className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                  <feature.icon className="size-5" aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-lg font-semibold">{t(feature.title)}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{t(feature.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-title">
        <div className="mx-auto w-full max-w-(--container-page) px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="how-title" className="text-3xl font-bold tracking-tight">
            {t(m.howTitle)}
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">
                    <span className="sr-only">{t(m.stepNumber, { number: index + 1 })}</span>
                    {t(step.title)}
                  </h3>
                  <p className="mt-1 text-muted-foreground">{t(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Below the fold: when its data comes after the first paint, nothing in view moves. */}
      <LandingSections />

      <section aria-labelledby="start-title" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <div className="mx-auto flex w-full max-w-(--container-page) flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id="start-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t(m.startTitle)}
            </h2>
            <p className="mt-2">{t(m.startText)}</p>
          </div>
          <Button
            asChild
            size="lg"
            variant="secondary"
            className="w-full bg-background text-foreground hover:bg-muted sm:w-auto"
          >
            <Link href="/forms/new">
              {t(m.createForm)}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
