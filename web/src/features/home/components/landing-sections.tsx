import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Prose } from '@/components/ui/prose';
import { landingQuery } from '../api/landing-api';
import { LandingVideo } from './landing-video';

/**
 * The home page's sections an admin writes (issue 16): the active landing text and video. They
 * add to a page that stands on its own, so while they load, when there are none, or when they
 * cannot be loaded, nothing shows: no spinner or error on the home page for an optional extra.
 */
export function LandingSections() {
  const [, navigate] = useLocation();
  const { data } = useQuery(landingQuery);
  if (!data || (!data.text && !data.video)) return null;

  return (
    <section
      aria-labelledby={data.text ? 'landing-text-title' : 'landing-video-title'}
      className="border-t border-border"
    >
      <div className="mx-auto grid w-full max-w-(--container-page) items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        {data.text ? (
          <div>
            <h2 id="landing-text-title" className="text-3xl font-bold tracking-tight">
              {data.text.title}
            </h2>
            <Prose
              html={data.text.html}
              className="mt-4 text-lg text-muted-foreground"
              onNavigate={navigate}
            />
          </div>
        ) : null}
        {data.video ? (
          <div className={data.text ? undefined : 'lg:col-span-2 lg:mx-auto lg:w-2/3'}>
            {data.text ? (
              <h3 id="landing-video-title" className="sr-only">
                {data.video.title}
              </h3>
            ) : (
              <h2 id="landing-video-title" className="mb-6 text-3xl font-bold tracking-tight">
                {data.video.title}
              </h2>
            )}
            <LandingVideo video={data.video} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
