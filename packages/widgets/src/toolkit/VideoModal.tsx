import { buttonStyles, Dialog, Link, visuallyHidden } from '@nirmaan/ui';
import { autoplayUrl, type ToolkitPhase, type ToolkitVideo } from './videoLibrary.ts';
import * as styles from './toolkit.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { toolkitCatalogue } from './toolkitMessages.ts';
import { useLibraryTexts, type LibraryText } from './library/libraryMessages.ts';

export interface VideoModalProps {
  /** The video playing, or `null` when the player is closed. */
  video: ToolkitVideo | null;
  phase: ToolkitPhase | null;
  onClose: () => void;
}

/**
 * The full-screen player: the youtube-nocookie.com embed, playing at once, and a "Watch on YouTube"
 * link for when the embed cannot load. Closed by its X button or Escape; focus goes back to the card.
 * Its own words follow the page's language; the video's title and description are the library's,
 * translated where its catalogue has them.
 */
export function VideoModal({ video, phase, onClose }: VideoModalProps) {
  const { messages, locale } = useMessages(toolkitCatalogue);
  const texts = useLibraryTexts();
  const none: LibraryText = { text: '', lang: 'en' };
  const title = video ? texts.title(video) : none;
  const description = video ? texts.description(video) : none;
  const phaseTitle = phase ? texts.phaseTitle(phase) : none;
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<span lang={title.lang}>{title.text}</span>}
      description={
        phase ? (
          <>
            {messages['phase.prefix']({ number: phase.number })}
            <span lang={phaseTitle.lang}>{phaseTitle.text}</span>
          </>
        ) : undefined
      }
      closeLabel={messages['modal.close']()}
      lang={locale}
      className={styles.modal}
    >
      {video && (
        <div className={styles.modalBody}>
          <div className={styles.player}>
            <iframe
              className={styles.iframe}
              src={autoplayUrl(video.embedUrl)}
              title={messages['modal.player']({ title: title.text })}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
          {description.text && (
            <p className={styles.modalText} lang={description.lang}>
              {description.text}
            </p>
          )}
          <div className={styles.modalActions}>
            <Link href={video.url} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: 'secondary' })}>
              {messages['modal.watch']()} <span className={visuallyHidden}>{messages['modal.newTab']()}</span>
            </Link>
            <p className={styles.modalNote}>{messages['modal.note']()}</p>
          </div>
        </div>
      )}
    </Dialog>
  );
}
