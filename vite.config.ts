// The browser app: Vite builds src/web into dist/web. Everything runs in the browser (the AI in a
// Web Worker); the only server is a static one.
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  base: './',
  publicDir: 'public',
  build: { outDir: '../../dist/web', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 600 },
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
});
