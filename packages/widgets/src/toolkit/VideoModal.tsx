import { buttonStyles, Dialog, Link, visuallyHidden } from '@nirmaan/ui';
import { autoplayUrl, type ToolkitPhase, type ToolkitVideo } from './videoLibrary.ts';
import * as styles from './toolkit.css.ts';

export interface VideoModalProps {
  /** The video playing, or `null` when the player is closed. */
  video: ToolkitVideo | null;
  phase: ToolkitPhase | null;
  onClose: () => void;
}

function NewTabNote() {
  return <span className={visuallyHidden}>(opens in a new tab)</span>;
}

/**
 * The full-screen player: the youtube-nocookie.com embed, playing at once, and a "Watch on YouTube"
 * link for when the embed cannot load. Closed by its X button or Escape; focus goes back to the card.
 */
export function VideoModal({ video, phase, onClose }: VideoModalProps) {
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={video?.title ?? ''}
      description={phase ? `Phase ${phase.number}: ${phase.title}` : undefined}
      closeLabel="Close video"
      className={styles.modal}
    >
      {video && (
        <div className={styles.modalBody}>
          <div className={styles.player}>
            <iframe
              className={styles.iframe}
              src={autoplayUrl(video.embedUrl)}
              title={`${video.title} (YouTube video)`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
          {video.description && <p className={styles.modalText}>{video.description}</p>}
          <div className={styles.modalActions}>
            <Link href={video.url} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: 'secondary' })}>
              Watch on YouTube <NewTabNote />
            </Link>
            <p className={styles.modalNote}>If the player stays blank, YouTube may be blocked on your network: the link opens the video on YouTube.</p>
          </div>
        </div>
      )}
    </Dialog>
  );
}
