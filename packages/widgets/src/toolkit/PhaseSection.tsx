import { plural } from '@nirmaan/core';
import { visuallyHidden } from '@nirmaan/ui';
import { useId } from 'react';
import type { ToolkitPhase, ToolkitVideo } from './videoLibrary.ts';
import { VideoCard } from './VideoCard.tsx';
import * as styles from './toolkit.css.ts';

export interface PhaseSectionProps {
  phase: ToolkitPhase;
  open: boolean;
  onToggle: () => void;
  onOpenVideo: (video: ToolkitVideo, phase: ToolkitPhase) => void;
  headingLevel: 2 | 3 | 4;
  thumbnailOrigin?: string;
}

/** A collapsible phase: a disclosure button in a heading and the phase's video cards. */
export function PhaseSection({ phase, open, onToggle, onOpenVideo, headingLevel, thumbnailOrigin }: PhaseSectionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.phase}>
      <Heading className={styles.phaseHeading}>
        <button type="button" id={`${id}-button`} className={styles.phaseButton} aria-expanded={open} aria-controls={`${id}-panel`} onClick={onToggle}>
          <span className={styles.phaseNumber} aria-hidden="true">
            {phase.number}
          </span>
          <span className={styles.phaseTitle}>
            <span className={visuallyHidden}>Phase {phase.number}: </span>
            {phase.title}
          </span>
          <span className={styles.phaseCount}>{plural(phase.videos.length, 'video')}</span>
          <svg className={styles.chevron} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div id={`${id}-panel`} className={styles.phasePanel} hidden={!open}>
        {phase.videos.length === 0 ? (
          <p className={styles.modalNote}>Videos for this phase are being prepared.</p>
        ) : (
          <ul className={styles.cards} aria-label={`${phase.title} videos`}>
            {phase.videos.map((video) => (
              <li key={video.key}>
                <VideoCard video={video} phaseNumber={phase.number} thumbnailOrigin={thumbnailOrigin} onOpen={(chosen) => onOpenVideo(chosen, phase)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
