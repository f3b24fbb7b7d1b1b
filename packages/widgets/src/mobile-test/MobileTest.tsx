import { formatNumber } from '@nirmaan/core';
import { Badge, Table, type TableColumn } from '@nirmaan/ui';
import { useId } from 'react';
import { useViewportReading } from './useViewportReading.ts';
import { describeViewport, type BreakpointState, type ViewportReading } from './viewport.ts';
import * as styles from './mobileTest.css.ts';

export interface MobileTestProps {
  /** A fixed reading (stories, tests); the live window when omitted. */
  reading?: ViewportReading;
  /** Level of the title; sections are one below. Default 2, the page uses 1. */
  headingLevel?: 1 | 2;
}

const px = (value: number) => `${formatNumber(value)} px`;

const BREAKPOINT_COLUMNS: readonly TableColumn<BreakpointState>[] = [
  { key: 'name', header: 'Breakpoint', rowHeader: true },
  {
    key: 'active',
    header: 'At your width',
    render: (breakpoint) => (breakpoint.active ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Not active</Badge>),
  },
  { key: 'minWidth', header: 'From width', align: 'end', render: (breakpoint) => px(breakpoint.minWidth) },
  { key: 'description', header: 'What changes' },
];

/**
 * /mobile-test: how the site sees the viewer's screen, live — width and height, pixel ratio, touch,
 * orientation and which of the site's breakpoints apply (spec/seller-admin-toolkit.md §2).
 */
export function MobileTest({ reading: fixed, headingLevel = 2 }: MobileTestProps) {
  const id = useId();
  const report = describeViewport(useViewportReading(fixed));
  const Title = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3';
  const figures = [
    { label: 'Viewport width', value: px(report.width), key: 'width' },
    { label: 'Viewport height', value: px(report.height), key: 'height' },
    { label: 'Device pixel ratio', value: `${formatNumber(report.devicePixelRatio)}x`, key: 'dpr' },
    { label: 'Orientation', value: report.orientation === 'portrait' ? 'Portrait' : 'Landscape', key: 'orientation' },
  ];

  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <Title id={`${id}-title`} className={styles.title}>
          Mobile-Friendly Test
        </Title>
        <p className={styles.intro}>
          How Nirmaan sees your screen right now. Resize the window or turn your phone and the figures follow. Widths are in CSS pixels, the unit the
          site&apos;s layout uses.
        </p>
      </header>

      <section className={styles.section} aria-labelledby={`${id}-screen`}>
        <Section id={`${id}-screen`} className={styles.sectionTitle}>
          Your screen
        </Section>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.key} className={styles.figure} data-figure={figure.key}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <dl className={styles.details}>
          <dt className={styles.detailTerm}>Touch</dt>
          <dd className={styles.detailValue}>{report.touchSummary}</dd>
          <dt className={styles.detailTerm}>Pointer</dt>
          <dd className={styles.detailValue}>{report.pointerSummary}</dd>
          <dt className={styles.detailTerm}>Physical pixels across</dt>
          <dd className={styles.detailValue}>{px(report.physicalWidth)}</dd>
          <dt className={styles.detailTerm}>Header layout</dt>
          <dd className={styles.detailValue}>{report.headerLayout}</dd>
          <dt className={styles.detailTerm}>Fits the width</dt>
          <dd className={styles.detailValue}>{report.fitsWidth ? 'Yes: nothing scrolls sideways' : 'No: part of this page is wider than the window'}</dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-breakpoints`}>
        <Section id={`${id}-breakpoints`} className={styles.sectionTitle}>
          Breakpoints in use
        </Section>
        <p className={styles.note}>
          The layout changes at these widths. Below the first one the site shows its phone layout; widgets such as the calculators also adapt to the space they
          are given.
        </p>
        <Table
          caption="The site's breakpoints at your width"
          hideCaption
          columns={BREAKPOINT_COLUMNS}
          rows={report.breakpoints}
          rowKey={(breakpoint) => breakpoint.name}
        />
      </section>
    </section>
  );
}
