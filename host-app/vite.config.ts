import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedPlugins, workspaceResolve } from '../vite.shared.ts';
import { precompress } from './precompress.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [...sharedPlugins(), precompress()],
  ...workspaceResolve,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk (and one stylesheet) instead of a dozen
        // small shared ones: every page needs all of it before it renders, and on a phone each extra
        // request costs a round trip. The pages stay their own chunks, loaded when visited.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
