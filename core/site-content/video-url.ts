/**
 * The landing video (issue 16): a YouTube or Vimeo address, embedded privacy-friendly. Nothing is
 * loaded from the provider until the visitor clicks play; then the player comes from
 * youtube-nocookie.com (no cookies until playback) or player.vimeo.com with dnt=1 (no tracking).
 *
 * Parsed by hand (core has no URL global): the host must be exactly one of the providers', so an
 * address like https://youtube.com@evil.example/ or https://youtube.com.evil.example/ is refused.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  id: string;
  /** The address the player frame loads (autoplay: the visitor has just clicked play). */
  embedUrl: string;
  /** The video on the provider's own site, for a plain link. */
  watchUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const URL_PARTS = /^https?:\/\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?(#.*)?$/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

function queryParams(query: string | undefined): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of (query ?? '').replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key) params.set(key, value);
  }
  return params;
}

/** A start time: "90", "90s" or "1m30s"; anything else is ignored. */
function startSeconds(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s?)?$/.exec(value);
  if (!match || value === '') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return total > 0 ? total : null;
}

function youtube(id: string | undefined, params: Map<string, string>): VideoEmbed | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(params.get('t') ?? params.get('start'));
  const at = start ? `&start=${start}` : '';
  return {
    provider: 'youtube',
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${at}`,
    watchUrl: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`,
  };
}

function vimeo(id: string | undefined, hash: string | undefined): VideoEmbed | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  const h = hash && VIMEO_HASH.test(hash) ? hash : null;
  return {
    provider: 'vimeo',
    id,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1${h ? `&h=${h}` : ''}`,
    watchUrl: `https://vimeo.com/${id}${h ? `/${h}` : ''}`,
  };
}

/** The embed for a YouTube or Vimeo address, or null when it is neither. */
export function parseVideoUrl(input: string): VideoEmbed | null {
  const match = URL_PARTS.exec(input.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  const segments = (match[2] ?? '/').split('/').filter(Boolean);
  const params = queryParams(match[3]);

  if (host === 'youtu.be') return youtube(segments[0], params);
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') return youtube(params.get('v'), params);
    if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) {
      return youtube(segments[1], params);
    }
    return null;
  }
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) {
    return segments[0] === 'embed' ? youtube(segments[1], params) : null;
  }
  if (host === 'player.vimeo.com') {
    return segments[0] === 'video' ? vimeo(segments[1], params.get('h')) : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted), vimeo.com/channels/{name}/{id}
    const numeric = segments.findIndex((segment) => VIMEO_ID.test(segment));
    if (numeric < 0) return null;
    return vimeo(segments[numeric], segments[numeric + 1] ?? params.get('h'));
  }
  return null;
}

/** The landing_video page's content: its first line that is a video address. */
export function findVideoUrl(content: string): VideoEmbed | null {
  for (const line of content.split('\n')) {
    const embed = parseVideoUrl(line.replace(/^<|>$/g, '').trim());
    if (embed) return embed;
  }
  return null;
}
