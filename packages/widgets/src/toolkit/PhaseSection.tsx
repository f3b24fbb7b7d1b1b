import { localeFormat, type LocaleFormat } from '@nirmaan/core';
import { visuallyHidden } from '@nirmaan/ui';
import { useId } from 'react';
import type { ToolkitPhase, ToolkitVideo } from './videoLibrary.ts';
import { TopicItem } from './TopicItem.tsx';
import { VideoCard } from './VideoCard.tsx';
import * as styles from './toolkit.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { toolkitCatalogue, type ToolkitMessages } from './toolkitMessages.ts';
import { useLibraryTexts } from './library/libraryMessages.ts';

export interface PhaseSectionProps {
  phase: ToolkitPhase;
  open: boolean;
  onToggle: () => void;
  onOpenVideo: (video: ToolkitVideo, phase: ToolkitPhase) => void;
  headingLevel: 2 | 3 | 4;
  thumbnailOrigin?: string;
}

/** What a phase holds, in its button: its videos, and the topics still waiting for one. */
function phaseContents(phase: ToolkitPhase, messages: ToolkitMessages, format: LocaleFormat): string {
  const parts = [];
  const counted = (count: number) => ({ count, countText: format.number(count) });
  if (phase.videos.length > 0) parts.push(messages['phase.videos'](counted(phase.videos.length)));
  if (phase.topics.length > 0) parts.push(messages['phase.topics'](counted(phase.topics.length)));
  return parts.join(', ');
}

/**
 * A collapsible phase: a disclosure button in a heading, the phase's video cards and its topics
 * without a video yet. The phase's title is the library's: translated where the library catalogue has
 * it, else in English (`lang="en"`).
 */
export function PhaseSection({ phase, open, onToggle, onOpenVideo, headingLevel, thumbnailOrigin }: PhaseSectionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const { messages, locale } = useMessages(toolkitCatalogue);
  const title = useLibraryTexts().phaseTitle(phase);
  return (
    <li className={styles.phase}>
      <Heading className={styles.phaseHeading}>
        <button type="button" id={`${id}-button`} className={styles.phaseButton} aria-expanded={open} aria-controls={`${id}-panel`} onClick={onToggle}>
          <span className={styles.phaseNumber} aria-hidden="true">
            {phase.number}
          </span>
          <span className={styles.phaseTitle}>
            <span className={visuallyHidden}>{messages['phase.prefix']({ number: phase.number })}</span>
            <span lang={title.lang}>{title.text}</span>
          </span>
          <span className={styles.phaseCount}>{phaseContents(phase, messages, localeFormat(locale))}</span>
          <svg className={styles.chevron} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div id={`${id}-panel`} className={styles.phasePanel} hidden={!open}>
        {phase.videos.length > 0 && (
          <ul className={styles.cards} aria-label={messages['phase.videosLabel']({ phase: title.text })}>
            {phase.videos.map((video) => (
              <li key={video.key}>
                <VideoCard
                  video={video}
                  phaseLabel={messages['phase.number']({ number: phase.number })}
                  thumbnailOrigin={thumbnailOrigin}
                  onOpen={(chosen) => onOpenVideo(chosen, phase)}
                />
              </li>
            ))}
          </ul>
        )}
        {phase.topics.length > 0 && (
          <>
            <p className={styles.topicsNote}>{messages['phase.noVideo']({ count: phase.topics.length })}</p>
            <ul className={styles.topics} aria-label={messages['phase.topicsLabel']({ phase: title.text })}>
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
