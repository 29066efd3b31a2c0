import { Play } from 'lucide-react';
import { useState } from 'react';
import type { LandingContent } from '@core/api/site-content';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { homeMessages as m } from '../messages';

type Video = NonNullable<LandingContent['video']>;

const PROVIDER = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A video embedded privacy-friendly: until the visitor presses play, nothing is loaded from the
 * provider (no frame, no thumbnail, no cookie); the poster is ours. Then the player comes from
 * youtube-nocookie.com or player.vimeo.com with dnt=1, and focus moves into it.
 */
export function LandingVideo({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  const provider = PROVIDER[video.embed.provider];

  return (
    <div>
      <div className="aspect-video overflow-hidden rounded-2xl border border-border bg-muted shadow-sm">
        {playing ? (
          <iframe
            // The button that was focused is gone: keyboard users continue in the player.
            ref={(node) => node?.focus()}
            src={video.embed.embedUrl}
            title={video.title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            className="size-full"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-primary-soft to-muted px-4 text-center">
            <button
              type="button"
              onClick={() => setPlaying(true)}
              className="group flex flex-col items-center gap-3 rounded-xl p-2 text-base font-semibold text-foreground"
            >
              <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform duration-(--duration-fast) group-hover:scale-105">
                <Play className="ml-1 size-7" aria-hidden="true" />
              </span>
              <span>
                {tRich(m.playVideo, {
                  title: video.title,
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </span>
            </button>
            <p className="max-w-sm text-sm text-muted-foreground">{t(m.playsFrom, { provider })}</p>
          </div>
        )}
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {tRich(m.prefer, {
          provider,
          link: (chunks) => (
            <a
              href={video.embed.watchUrl}
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
            >
              {chunks}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
