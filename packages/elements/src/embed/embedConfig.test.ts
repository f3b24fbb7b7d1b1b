import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedConfig, takeQueuedCommands } from './embedConfig.ts';

afterEach(() => {
  delete window.nirmaan;
});

/** The queue stub a partner page puts before embed.js. */
function installStub(): void {
  const stub = Object.assign((...command: unknown[]) => stub.q.push(command), { q: [] as unknown[][] });
  window.nirmaan = stub as unknown as Window['nirmaan'];
}

describe('the loader’s command queue', () => {
  it('applies queued configuration and answers later calls at once', () => {
    installStub();
    window.nirmaan?.('config', { partnerId: 'dealer-42' });
    takeQueuedCommands(window);
    expect(embedConfig().partnerId).toBe('dealer-42');
    window.nirmaan?.('config', { theme: 'dark' });
    expect(embedConfig()).toMatchObject({ partnerId: 'dealer-42', theme: 'dark' });
  });

  it('runs ready callbacks after the loader’s script, queued before it or called after it', async () => {
    installStub();
    const early = vi.fn();
    window.nirmaan?.('ready', early);
    takeQueuedCommands(window);
    // The loader defines its elements in the rest of its script: not yet.
    expect(early).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(early).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    window.nirmaan?.('ready', late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('warns about an unknown command instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    takeQueuedCommands(window);
    (window.nirmaan as unknown as (...command: unknown[]) => void)('launch', {});
    expect(warn).toHaveBeenCalledWith('nirmaan: unknown command', 'launch');
    warn.mockRestore();
  });
});
