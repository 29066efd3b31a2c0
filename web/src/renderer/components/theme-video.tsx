/**
 * The theme's video, loaded only by forms that have one, so the link parser and the player stay
 * off the public page's first-paint bundle. The placeholder has the player's size: nothing moves
 * when it arrives.
 */
import { lazy, Suspense } from 'react';
import { ChunkErrorBoundary } from '@/lib/chunk-error-boundary';
import { primaryButton } from './inputs/styles';

const VideoEmbed = lazy(() => import('./video-embed'));

export function ThemeVideo({ link, title }: { link: string | null | undefined; title: string }) {
  if (!link) return null;
  return (
    <ChunkErrorBoundary buttonClassName={primaryButton}>
      <Suspense
        fallback={<div className="fl-video mt-6 aspect-video w-full rounded-lg bg-muted" />}
      >
        <VideoEmbed link={link} title={title} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
