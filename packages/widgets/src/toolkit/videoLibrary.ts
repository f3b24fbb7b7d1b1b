/**
 * The educational hub's video library (spec/seller-admin-toolkit.md §2 "Construction Educational Hub",
 * §3 "Video entry"): phases, each with its videos. The data lives in `videoLibraryData.ts`, which an
 * operator edits; it is checked here when loaded, so a bad entry is left out and reported instead of
 * breaking the page.
 */

/** One video as the data file gives it. */
export interface VideoEntryData {
  /**
   * The entry's name for its translations (`site-marking.layout`: its phase's id, a dot, a word of
   * its own): `library/messages/<lang>.json` keys `<id>.title`, `<id>.description`, `<id>.search`.
   * Optional: an entry without one, or without translations, is shown in English.
   */
  id?: string;
  title: string;
  description: string;
  /** The YouTube video id: 11 letters, digits, `-` or `_` (the `v=` part of a watch URL). Empty for a placeholder. */
  video_id: string;
  /** `https://www.youtube-nocookie.com/embed/{video_id}`; derived from the id when empty. */
  embed_url: string;
  /** The page to watch it on YouTube; `https://www.youtube.com/watch?v={video_id}` when empty. */
  url: string;
  /**
   * `true` while no video has been chosen yet: the card shows the drawn thumbnail and the player
   * offers `url` (e.g. a YouTube search) instead of an embed. Remove it when you fill in `video_id`.
   */
  placeholder?: boolean;
}

export interface PhaseData {
  /** The phase's name for its translations (`site-marking`: key `phase.<id>`); optional, as for an entry. */
  id?: string;
  title: string;
  videos: VideoEntryData[];
}

/** A checked video, ready to show. */
export interface ToolkitVideo {
  /** Unique on the page: `{phase number}-{position}`. */
  key: string;
  /** The data's id, naming its translations; `undefined` when the entry has none. */
  id?: string;
  title: string;
  description: string;
  videoId: string;
  /** The youtube-nocookie.com embed URL. */
  embedUrl: string;
  /** Where "Watch on YouTube" leads. */
  url: string;
}

/**
 * A topic whose video is not chosen yet (an entry marked `placeholder`): shown as a topic with a
 * YouTube search, never as a video, and not counted as one.
 */
export interface ToolkitTopic {
  key: string;
  /** The data's id, naming its translations; `undefined` when the entry has none. */
  id?: string;
  title: string;
  description: string;
  /** The YouTube search the data gives for the topic. */
  searchUrl: string;
}

export interface ToolkitPhase {
  /** 1-based, in the order of the data. */
  number: number;
  /** The data's id, naming its translated title; `undefined` when the phase has none. */
  id?: string;
  title: string;
  videos: ToolkitVideo[];
  topics: ToolkitTopic[];
}

export interface VideoLibrary {
  phases: ToolkitPhase[];
  /** Entries left out and why, e.g. `Phase 3 "Footing & Foundation", video 2: video_id "abc" is not a YouTube video id`. */
  problems: string[];
}

export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** A phase's or an entry's id: lower-case words joined by `-`, an entry's after its phase's and a dot (`site-marking.layout`). */
export const LIBRARY_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export const embedUrlFor = (videoId: string) => `${EMBED_ORIGIN}/embed/${videoId}`;
export const watchUrlFor = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
/** A YouTube search for `words` (the data's English ones, or a language's from the library catalogue). */
export const youtubeSearchUrl = (words: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(words)}`;

/** The embed URL with autoplay on and related videos limited to the same channel. */
export function autoplayUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  return url.toString();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const optionalText = (value: unknown): string | null => (value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : null);

function isYouTubeWatchUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'youtu.be'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** An optional id: absent, or text of LIBRARY_ID_PATTERN not used before; the problem as text when not. */
function checkId(raw: unknown, seen: Set<string>): { id?: string } | string {
  if (raw === undefined) return {};
  if (typeof raw !== 'string' || !LIBRARY_ID_PATTERN.test(raw))
    return `id ${JSON.stringify(raw)} is not lower-case words joined by - (e.g. "site-marking.layout")`;
  if (seen.has(raw)) return `id "${raw}" is used twice`;
  seen.add(raw);
  return { id: raw };
}

/** Checks one entry: a video, a topic still waiting for its video, or the reason it cannot be shown. */
function checkVideo(raw: unknown, key: string, seen: Set<string>): ToolkitVideo | ToolkitTopic | string {
  if (!isRecord(raw)) return 'is not an object with title, description, video_id, embed_url and url';
  const id = checkId(raw.id, seen);
  if (typeof id === 'string') return id;
  const title = text(raw.title);
  if (!title) return 'has no title';
  const description = optionalText(raw.description);
  if (description === null) return 'description is not text';
  const videoId = optionalText(raw.video_id);
  const embedUrl = optionalText(raw.embed_url);
  const url = optionalText(raw.url);
  if (videoId === null || embedUrl === null || url === null) return 'video_id, embed_url and url must be text';
  if (raw.placeholder !== undefined && typeof raw.placeholder !== 'boolean') return 'placeholder must be true or false';

  if (raw.placeholder === true) {
    if (videoId) return 'is marked placeholder but has a video_id: remove "placeholder" once the id is filled in';
    if (!isYouTubeWatchUrl(url)) return 'a placeholder needs a YouTube url (e.g. a search) to offer instead of the video';
    return { key, ...id, title, description, searchUrl: url };
  }
  if (!VIDEO_ID_PATTERN.test(videoId)) return `video_id "${videoId}" is not a YouTube video id (11 letters, digits, - or _)`;
  if (embedUrl && embedUrl !== embedUrlFor(videoId)) return `embed_url must be ${embedUrlFor(videoId)} (the privacy-enhanced youtube-nocookie.com player)`;
  if (url && !isYouTubeWatchUrl(url)) return `url "${url}" is not a YouTube address`;
  return { key, ...id, title, description, videoId, embedUrl: embedUrlFor(videoId), url: url || watchUrlFor(videoId) };
}

/** Checks the library's data: bad phases and videos are left out and listed in `problems`. */
export function loadVideoLibrary(raw: unknown): VideoLibrary {
  const problems: string[] = [];
  if (!Array.isArray(raw)) return { phases: [], problems: ['The video library is not a list of phases.'] };
  const phases: ToolkitPhase[] = [];
  const seen = new Set<string>();
  raw.forEach((rawPhase: unknown, index) => {
    const number = index + 1;
    const title = isRecord(rawPhase) ? text(rawPhase.title) : null;
    if (!isRecord(rawPhase) || !title || !Array.isArray(rawPhase.videos)) {
      problems.push(`Phase ${number}: needs a title and a list of videos.`);
      return;
    }
    const id = checkId(rawPhase.id, seen);
    if (typeof id === 'string') {
      problems.push(`Phase ${number} "${title}": ${id}.`);
      return;
    }
    const videos: ToolkitVideo[] = [];
    const topics: ToolkitTopic[] = [];
    rawPhase.videos.forEach((rawVideo: unknown, position) => {
      const checked = checkVideo(rawVideo, `${number}-${position + 1}`, seen);
      if (typeof checked === 'string') problems.push(`Phase ${number} "${title}", video ${position + 1}: ${checked}.`);
      else if ('searchUrl' in checked) topics.push(checked);
      else videos.push(checked);
    });
    phases.push({ number, ...id, title, videos, topics });
  });
  return { phases, problems };
}

export interface ToolkitStats {
  phases: number;
  /** Videos that exist: topics waiting for theirs are not counted. */
  videos: number;
}

export function toolkitStats(phases: readonly ToolkitPhase[]): ToolkitStats {
  return { phases: phases.length, videos: phases.reduce((sum, phase) => sum + phase.videos.length, 0) };
}
