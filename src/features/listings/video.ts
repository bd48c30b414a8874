/**
 * Listing videos: one YouTube or Vimeo URL, recognised by host and id only (never embedded as typed).
 * Embeds use the privacy-enhanced players (youtube-nocookie.com; Vimeo with dnt=1) and load on click.
 */
import { parseWebAddress } from './web-address.ts';

export interface VideoRef {
  provider: 'youtube' | 'vimeo';
  id: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export function parseVideoUrl(value: string): VideoRef | null {
  const url = parseWebAddress(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
            ? parts[1]
            : null;
    return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? { provider: 'youtube', id } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : null) : parts[0];
    return id && /^\d{1,12}$/.test(id) ? { provider: 'vimeo', id } : null;
  }
  return null;
}

/** The canonical public page of the video (the no-JavaScript link). */
export const videoPageUrl = (v: VideoRef): string =>
  v.provider === 'youtube' ? `https://www.youtube.com/watch?v=${v.id}` : `https://vimeo.com/${v.id}`;

/** The privacy-enhanced player, started by the visitor's click. */
export const videoEmbedUrl = (v: VideoRef): string =>
  v.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${v.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${v.id}?dnt=1&autoplay=1`;
