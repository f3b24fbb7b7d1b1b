import { plural } from '@nirmaan/core';
import { visuallyHidden } from '@nirmaan/ui';
import { useId } from 'react';
import type { ToolkitPhase, ToolkitVideo } from './videoLibrary.ts';
import { TopicItem } from './TopicItem.tsx';
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

/** What a phase holds, in its button: its videos, and the topics still waiting for one. */
function phaseContents(phase: ToolkitPhase): string {
  const parts = [];
  if (phase.videos.length > 0) parts.push(plural(phase.videos.length, 'video'));
  if (phase.topics.length > 0) parts.push(plural(phase.topics.length, 'topic'));
  return parts.join(', ');
}

/** A collapsible phase: a disclosure button in a heading, the phase's video cards and its topics without a video yet. */
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
          <span className={styles.phaseCount}>{phaseContents(phase)}</span>
          <svg className={styles.chevron} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div id={`${id}-panel`} className={styles.phasePanel} hidden={!open}>
        {phase.videos.length > 0 && (
          <ul className={styles.cards} aria-label={`${phase.title} videos`}>
            {phase.videos.map((video) => (
              <li key={video.key}>
                <VideoCard video={video} phaseNumber={phase.number} thumbnailOrigin={thumbnailOrigin} onOpen={(chosen) => onOpenVideo(chosen, phase)} />
              </li>
            ))}
          </ul>
        )}
        {phase.topics.length > 0 && (
          <>
            <p className={styles.topicsNote}>
              {phase.topics.length === 1
                ? 'No video is chosen yet for this topic: YouTube has walkthroughs of it.'
                : 'No video is chosen yet for these topics: YouTube has walkthroughs of each.'}
            </p>
            <ul className={styles.topics} aria-label={`${phase.title} topics`}>
              {phase.topics.map((topic) => (
                <TopicItem key={topic.key} topic={topic} />
              ))}
            </ul>
          </>
        )}
      </div>
    </li>
  );
}
