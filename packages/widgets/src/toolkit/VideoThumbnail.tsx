import { useState } from 'react';
import { thumbnailAfter, thumbnailSources } from './thumbnails.ts';
import * as styles from './toolkit.css.ts';

export interface VideoThumbnailProps {
  videoId: string | null;
  /** Where YouTube's thumbnails are fetched from. */
  thumbnailOrigin?: string;
  /** Shown on the drawn placeholder, e.g. the phase number. */
  label: string;
}

/** A drawn stand-in for a thumbnail that could not be loaded (or a video not chosen yet). */
function PlaceholderArt({ label }: { label: string }) {
  return (
    <svg className={styles.placeholderArt} viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="160" height="90" fill="#3b3f46" />
      <path d="M0 70 L40 48 L70 62 L110 36 L160 58 L160 90 L0 90 Z" fill="#545b64" />
      <rect x="18" y="30" width="30" height="26" fill="#8a8f98" />
      <path d="M14 32 L33 18 L52 32 Z" fill="#b4410c" />
      <rect x="26" y="42" width="8" height="14" fill="#3b3f46" />
      <text x="150" y="18" textAnchor="end" fontFamily="system-ui, sans-serif" fontSize="11" fontWeight="700" fill="#ffffff">
        {label}
      </text>
    </svg>
  );
}

/**
 * The card's picture: YouTube's high, then medium, then default quality thumbnail, each tried when
 * the one before fails to load, then the drawn placeholder. Decorative: the card's text names the video.
 */
export function VideoThumbnail({ videoId, thumbnailOrigin, label }: VideoThumbnailProps) {
  const [failures, setFailures] = useState(0);
  const source = thumbnailAfter(thumbnailSources(videoId, thumbnailOrigin), failures);
  return (
    <span className={styles.thumbnail} data-thumbnail={source ? 'image' : 'placeholder'}>
      {source ? (
        <img
          key={source}
          className={styles.thumbnailImage}
          src={source}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailures((count) => count + 1)}
        />
      ) : (
        <PlaceholderArt label={label} />
      )}
      <span className={styles.playBadge} aria-hidden="true">
        <svg width="22" height="22" viewBox="0 0 22 22" focusable="false">
          <path d="M7 4 L18 11 L7 18 Z" fill="currentColor" />
        </svg>
      </span>
    </span>
  );
}
