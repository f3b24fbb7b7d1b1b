import { useId } from 'react';
import type { ToolkitVideo } from './videoLibrary.ts';
import { VideoThumbnail } from './VideoThumbnail.tsx';
import * as styles from './toolkit.css.ts';
import { useLibraryTexts } from './library/libraryMessages.ts';

export interface VideoCardProps {
  video: ToolkitVideo;
  /** The phase's name on the thumbnail ('Phase 3'), in the page's language. */
  phaseLabel: string;
  thumbnailOrigin?: string;
  onOpen: (video: ToolkitVideo) => void;
}

/**
 * A thumbnail card. Its button is named by the video's title alone and stretches over the whole card,
 * so the card is one click target while a screen reader hears the title, then the description. The
 * title (the video's own) and description are the library's: translated where the library catalogue
 * has them, else as written, in English (`lang="en"`).
 */
export function VideoCard({ video, phaseLabel, thumbnailOrigin, onOpen }: VideoCardProps) {
  const id = useId();
  const texts = useLibraryTexts();
  const title = texts.title(video);
  const description = texts.description(video);
  return (
    <div className={styles.card} data-video={video.key}>
      <VideoThumbnail videoId={video.videoId} thumbnailOrigin={thumbnailOrigin} label={phaseLabel} />
      <button
        type="button"
        className={styles.cardButton}
        aria-describedby={`${id}-text`}
        aria-haspopup="dialog"
        onClick={() => onOpen(video)}
        lang={title.lang}
      >
        {title.text}
      </button>
      <p id={`${id}-text`} className={styles.cardText} lang={description.lang}>
        {description.text}
      </p>
    </div>
  );
}
