import { useEffect, useId, useMemo, useState } from 'react';
import { PhaseSection } from './PhaseSection.tsx';
import { ToolkitStats } from './ToolkitStats.tsx';
import { VideoModal } from './VideoModal.tsx';
import { loadVideoLibrary, toolkitStats, type ToolkitPhase, type ToolkitVideo } from './videoLibrary.ts';
import { VIDEO_LIBRARY_DATA } from './videoLibraryData.ts';
import * as styles from './toolkit.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { toolkitCatalogue } from './toolkitMessages.ts';

export interface ToolkitHubProps {
  /** The library's data, checked when loaded; `videoLibraryData.ts` unless given. */
  library?: unknown;
  /** Level of the hub's title; phases are one level below. Default 2, the page uses 1. */
  headingLevel?: 1 | 2 | 3;
  /** Phase numbers open at start; the first phase unless given. */
  defaultOpenPhases?: readonly number[];
  /** Where YouTube thumbnails come from (`https://i.ytimg.com`). */
  thumbnailOrigin?: string;
}

interface Playing {
  video: ToolkitVideo;
  phase: ToolkitPhase;
}

/**
 * The Construction Educational Hub (/toolkit): construction phases as collapsible sections (the first
 * open at start, each toggling on its own), video cards with thumbnails, a full-screen player and
 * the library's figures (spec/seller-admin-toolkit.md §2). Its own words follow the reader's language;
 * the library is the operator's (videoLibraryData.ts), in English, with its translations in
 * library/messages (an entry without one stays English, marked so).
 */
export function ToolkitHub({ library = VIDEO_LIBRARY_DATA, headingLevel = 2, defaultOpenPhases, thumbnailOrigin }: ToolkitHubProps) {
  const id = useId();
  const { phases, problems } = useMemo(() => loadVideoLibrary(library), [library]);
  const stats = toolkitStats(phases);
  const [openPhases, setOpenPhases] = useState<ReadonlySet<number>>(() => new Set(defaultOpenPhases ?? phases.slice(0, 1).map((phase) => phase.number)));
  const [playing, setPlaying] = useState<Playing | null>(null);
  const { messages, locale } = useMessages(toolkitCatalogue);

  // A bad entry is for the operator to fix: reported where they look, not shown to visitors.
  useEffect(() => {
    if (problems.length > 0) console.warn(`Video library: ${problems.length} entr${problems.length === 1 ? 'y' : 'ies'} left out.\n${problems.join('\n')}`);
  }, [problems]);

  const toggle = (number: number) =>
    setOpenPhases((current) => {
      const next = new Set(current);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });

  const Title = `h${headingLevel}` as const;
  const phaseHeading = (headingLevel + 1) as 2 | 3 | 4;

  return (
    <section className={styles.root} aria-labelledby={`${id}-title`} lang={locale}>
      <header className={styles.header}>
        <Title id={`${id}-title`} className={styles.title}>
          {messages.title()}
        </Title>
        <p className={styles.intro}>{messages.intro({ videos: stats.videos > 0 ? 'yes' : 'no' })}</p>
        <ToolkitStats stats={stats} />
      </header>
      {phases.length === 0 ? (
        <p className={styles.intro}>{messages.updating()}</p>
      ) : (
        <ol className={styles.phases} aria-label={messages.phasesLabel()}>
          {phases.map((phase) => (
            <PhaseSection
              key={phase.number}
              phase={phase}
              open={openPhases.has(phase.number)}
              onToggle={() => toggle(phase.number)}
              onOpenVideo={(video, of) => setPlaying({ video, phase: of })}
              headingLevel={phaseHeading}
              thumbnailOrigin={thumbnailOrigin}
            />
          ))}
        </ol>
      )}
      <VideoModal video={playing?.video ?? null} phase={playing?.phase ?? null} onClose={() => setPlaying(null)} />
    </section>
  );
}
