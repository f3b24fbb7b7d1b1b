import { useId } from 'react';
import type { ToolkitVideo } from './videoLibrary.ts';
import { VideoThumbnail } from './VideoThumbnail.tsx';
import * as styles from './toolkit.css.ts';

export interface VideoCardProps {
  video: ToolkitVideo;
  phaseNumber: number;
  thumbnailOrigin?: string;
  onOpen: (video: ToolkitVideo) => void;
}

/**
 * A thumbnail card. Its button is named by the video's title alone and stretches over the whole card,
 * so the card is one click target while a screen reader hears the title, then the description.
 */
export function VideoCard({ video, phaseNumber, thumbnailOrigin, onOpen }: VideoCardProps) {
  const id = useId();
  return (
    <div className={styles.card} data-video={video.key}>
      <VideoThumbnail videoId={video.videoId} thumbnailOrigin={thumbnailOrigin} label={`Phase ${phaseNumber}`} />
      <button type="button" className={styles.cardButton} aria-describedby={`${id}-text`} aria-haspopup="dialog" onClick={() => onOpen(video)}>
        {video.title}
      </button>
      <p id={`${id}-text`} className={styles.cardText}>
        {video.description}
      </p>
    </div>
  );
}
