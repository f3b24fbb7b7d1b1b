import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedPlugins, workspaceAliases } from '../vite.shared.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: sharedPlugins(),
  resolve: { alias: workspaceAliases },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
