/**
 * What a partner page may set before or after embed.js has loaded, through the queue stub:
 *
 *   window.nirmaan = window.nirmaan || function () { (window.nirmaan.q = window.nirmaan.q || []).push(arguments); };
 *   nirmaan('config', { partnerId: 'dealer-42', theme: 'dark' });
 *   nirmaan('ready', () => { ... });   // once every <nirmaan-*> element is defined
 *
 * This module has no dependencies: it is part of the loader, which must stay tiny.
 */
export interface EmbedConfig {
  /** The Nirmaan API, e.g. 'https://nirmaan.example/api/v1'; defaults to the site embed.js came from. */
  apiBase?: string;
  /** Stored with every lead and order a widget on this page brings. */
  partnerId?: string;
  /** 'light', 'dark', or CSS custom properties such as { '--nirmaan-color-primary': '#0a7d33' }. */
  theme?: 'light' | 'dark' | Record<`--nirmaan-${string}`, string>;
  /** The page's language, e.g. 'en-IN'; set as the widgets' lang. */
  locale?: string;
}

export type EmbedCommand = ['config', EmbedConfig] | ['ready', () => void];

interface QueueStub {
  (...command: EmbedCommand): void;
  q?: ArrayLike<unknown>[];
}

declare global {
  interface Window {
    nirmaan?: QueueStub;
  }
}

const config: EmbedConfig = {};
const listeners = new Set<(config: EmbedConfig) => void>();

/** Called with the merged configuration now and after every later `nirmaan('config', ...)`; answers how to stop. */
export function onEmbedConfig(listener: (config: EmbedConfig) => void): () => void {
  listeners.add(listener);
  listener(config);
  return () => listeners.delete(listener);
}

/** The page's configuration as it stands. */
export function embedConfig(): Readonly<EmbedConfig> {
  return config;
}

function run(command: unknown[]): void {
  const [name, argument] = command;
  if (name === 'ready' && typeof argument === 'function') {
    // After the loader's script has run to its end: every <nirmaan-*> element is defined by then.
    void Promise.resolve().then(argument as () => void);
    return;
  }
  if (name !== 'config' || typeof argument !== 'object' || argument === null) {
    console.warn('nirmaan: unknown command', name);
    return;
  }
  Object.assign(config, argument);
  for (const listener of listeners) listener(config);
}

/** Runs the commands queued before the loader arrived, then answers later calls at once. */
export function takeQueuedCommands(target: Window): void {
  const queued = target.nirmaan?.q ?? [];
  for (const command of Array.from(queued)) run(Array.from(command));
  const live: QueueStub = (...command) => run(command);
  live.q = [];
  target.nirmaan = live;
}
