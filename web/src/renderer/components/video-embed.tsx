/** The theme's YouTube video through youtube-nocookie.com, with a title for screen readers. */
export function VideoEmbed({ src, title }: { src: string; title: string }) {
  return (
    <div className="fl-video mt-6 aspect-video w-full overflow-hidden rounded-lg bg-muted">
      <iframe
        src={src}
        title={`Video: ${title}`}
        className="size-full"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </div>
  );
}
