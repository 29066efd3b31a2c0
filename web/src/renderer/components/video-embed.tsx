/**
 * The theme's YouTube video through youtube-nocookie.com, with a title for screen readers. The
 * default export is its own chunk (theme-video.tsx loads it): most forms have no video.
 */
import { useTranslator } from '../i18n/translator-context';
import { youtubeEmbedUrl } from '../lib/youtube';

export default function VideoEmbed({ link, title }: { link: string; title: string }) {
  const { t } = useTranslator();
  const src = youtubeEmbedUrl(link);
  if (!src) return null;
  return (
    <div className="fl-video mt-6 aspect-video w-full overflow-hidden rounded-lg bg-muted">
      <iframe
        src={src}
        title={t('videoTitle', { title })}
        className="size-full"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </div>
  );
}
