/**
 * The theme's video, loaded only by forms that have one, so the link parser and the player stay
 * off the public page's first-paint bundle. The placeholder has the player's size: nothing moves
 * when it arrives.
 */
import { Suspense } from 'react';
import { ChunkErrorBoundary } from '@/lib/chunk-error-boundary';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { primaryButton } from './inputs/styles';

const video = preloadableLazy(() => import('./video-embed').then((m) => m.default));
const VideoEmbed = video.Component;
/** Loads the player, for a first screen hydrated with it on (loadFirstScreen). */
export const preloadThemeVideo = video.preload;

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
