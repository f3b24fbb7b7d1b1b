import { siteUrl } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import clsx from 'clsx';
import { useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { BANNER_INTERVAL_MS, BANNER_SLIDES } from './homeContent.ts';
import { homeCatalogue } from './homeMessages.ts';
import { useRotation } from './useRotation.ts';
import * as styles from './home.css.ts';

/**
 * The 4-slide banner (spec storefront §2, §9): advances every 5000 ms, with previous/next arrows,
 * dots and a pause button; it holds still while hovered or focused and for visitors who prefer
 * reduced motion (WCAG 2.2.2).
 */
export function HomeBanner() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { messages } = useMessages(homeCatalogue);
  const rotation = useRotation(BANNER_SLIDES.length, BANNER_INTERVAL_MS, hovered || focused || stopped);
  const slide = BANNER_SLIDES[rotation.index] ?? BANNER_SLIDES[0];
  if (!slide) return null;
  const count = BANNER_SLIDES.length;

  return (
    // Hover and focus only pause the rotation; every control inside is a real button or link.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={messages['banner.label']()}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={rotation.rotating ? 'off' : 'polite'}>
        <div
          className={clsx(styles.slide, styles.slideTone[slide.tone])}
          role="group"
          aria-roledescription="slide"
          aria-label={messages['banner.slide']({ index: rotation.index + 1, count })}
        >
          <h2 className={styles.slideTitle}>{messages['slide.title']({ slide: slide.id })}</h2>
          <p className={styles.slideText}>{messages['slide.text']({ slide: slide.id })}</p>
          <Link className={styles.slideAction} href={siteUrl(slide.href)}>
            {messages['slide.action']({ slide: slide.id })}
          </Link>
        </div>
      </div>
      <button type="button" className={clsx(styles.arrow, styles.arrowPrevious)} aria-label={messages['banner.previous']()} onClick={rotation.previous}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className={clsx(styles.arrow, styles.arrowNext)} aria-label={messages['banner.next']()} onClick={rotation.next}>
        <span aria-hidden="true">›</span>
      </button>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pauseButton}
          aria-label={stopped ? messages['banner.play']() : messages['banner.pause']()}
          onClick={() => setStopped((value) => !value)}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
        {BANNER_SLIDES.map((item, index) => (
          <button
            key={item.id}
            type="button"
            className={styles.dot}
            aria-label={messages['banner.goTo']({ index: index + 1 })}
            aria-current={index === rotation.index ? 'true' : undefined}
            onClick={() => rotation.goTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
