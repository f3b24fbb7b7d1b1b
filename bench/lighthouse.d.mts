/** Types of lighthouse.mjs, for the test that runs it (e2e/lighthouse.e2e.test.ts). */
export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/** The measured categories' scores (all four, or the untimed three). */
export type LighthouseScores = Partial<Record<LighthouseCategory, number | null>>;

export interface LosingAudit {
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string;
}

export interface PageResult {
  name: string;
  path: string;
  url: string;
  finalUrl: string;
  scores: LighthouseScores;
  metricsMs: { fcp?: number; lcp?: number; tbt?: number; speedIndex?: number };
  cls?: number;
  /** Per category under full marks, its audits that cost points, heaviest first. */
  failingAudits: Partial<Record<LighthouseCategory, LosingAudit[]>>;
  runWarnings: string[];
  /** The performance score of each run of the page, when performance was measured; the summary is of the median run. */
  performanceOfRuns?: number[];
}

export const LIGHTHOUSE_BAR: Record<LighthouseCategory, number>;

export const RUNS_PER_PAGE: number;

export const UNTIMED_CATEGORIES: LighthouseCategory[];

export function startProductServer(): Promise<{ url: string; close: () => Promise<void> }>;

export function measureLighthouse(options?: {
  serverUrl?: string;
  reportDir?: string;
  runs?: number;
  categories?: LighthouseCategory[];
  log?: (line: string) => void;
}): Promise<PageResult[]>;

export function categoriesUnderBar(scores: LighthouseScores): LighthouseCategory[];

export function formatLighthouse(results: PageResult[]): string;

export function saveLighthouse(results: PageResult[], file?: string): void;
