import { describe, expect, it, vi } from 'vitest';
import { loadScriptFont } from './scriptFont.ts';

function fakeFonts(load: (font: string, text: string) => Promise<unknown>) {
  return { load: vi.fn(load) } as unknown as FontFaceSet & { load: ReturnType<typeof vi.fn> };
}

describe('loadScriptFont', () => {
  it("asks for the language's script in both weights, and nothing for English", async () => {
    const fonts = fakeFonts(async () => []);
    await loadScriptFont('en', fonts);
    expect(fonts.load).not.toHaveBeenCalled();
    await loadScriptFont('ta', fonts);
    expect(fonts.load.mock.calls).toEqual([
      ['400 16px "Noto Sans Indic"', 'த'],
      ['700 16px "Noto Sans Indic"', 'த'],
    ]);
  });

  it('resolves when the font cannot load, and does not wait for a font that never comes', async () => {
    await expect(
      loadScriptFont(
        'kn',
        fakeFonts(() => Promise.reject(new Error('offline'))),
      ),
    ).resolves.toBeUndefined();
    vi.useFakeTimers();
    const waiting = loadScriptFont(
      'hi',
      fakeFonts(() => new Promise(() => {})),
    );
    vi.advanceTimersByTime(1500);
    await expect(waiting).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});
