import vue from '@vitejs/plugin-vue';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  // #region vue-config
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('nirmaan-') } } })],
  // #endregion vue-config
  build: { outDir: fileURLToPath(new URL('../../dist/vue', import.meta.url)), emptyOutDir: true },
});
