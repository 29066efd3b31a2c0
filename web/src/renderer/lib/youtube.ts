/**
 * The theme's YouTube link as a privacy-enhanced embed (youtube-nocookie.com sets no cookies until
 * the video plays). Only real YouTube hosts and 11-character video ids are accepted, so the owner
 * cannot frame an arbitrary page through this field.
 */
const VIDEO_ID = /^[\w-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);

export function youtubeVideoId(link: string | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = segments[0];
  else if (segments[0] === 'watch') id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  return id && VIDEO_ID.test(id) ? id : null;
}

export function youtubeEmbedUrl(link: string | undefined): string | null {
  const id = youtubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?rel=0` : null;
}
