import { apiClient } from '@nirmaan/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labourCalculatorDefinition } from '../labourCalculatorElement.tsx';
import { takeQueuedCommands } from './embedConfig.ts';
import { defineImplementation } from './embedRuntime.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The Accept-Language of the next API call a widget on this page makes. */
async function languageOfNextCall(): Promise<string | null> {
  let sent: string | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent = new Headers(init.headers).get('accept-language');
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    }),
  );
  await apiClient.get('/categories/');
  return sent;
}

describe('the loader’s locale', () => {
  it('is the language of the server’s texts for the page’s widgets, set before or after the first widget, in any case and region', async () => {
    const stub = Object.assign((...command: unknown[]) => stub.q.push(command), { q: [] as unknown[][] });
    window.nirmaan = stub as unknown as Window['nirmaan'];
    window.nirmaan?.('config', { locale: 'ta-IN' });
    takeQueuedCommands(window);
    defineImplementation('nirmaan-labour-calculator', labourCalculatorDefinition, 'https://nirmaan.example');
    expect(await languageOfNextCall()).toBe('ta');

    window.nirmaan?.('config', { locale: 'HI' });
    expect(await languageOfNextCall()).toBe('hi');

    // A language Nirmaan does not speak leaves the last one it understood.
    window.nirmaan?.('config', { locale: 'fr-FR' });
    expect(await languageOfNextCall()).toBe('hi');
  });
});
