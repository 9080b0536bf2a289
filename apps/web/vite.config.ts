import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { buildTimePlugin } from './build/build-time-plugin.ts';

const buildTime = new Date().toISOString();
const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    buildTimePlugin(buildTime),
    // The server sends these copies as they are (no compression work per request).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json)$/,
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { 'import.meta.env.VITE_BUILD_TIME': JSON.stringify(buildTime) },
  server: {
    proxy: Object.fromEntries(['/v1', '/auth', '/route', '/api'].map((prefix) => [prefix, apiTarget])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Contract schemas (zod) the browser never calls are dropped, and zod with them where no page needs it;
    // schemaText only looks up a message's English text.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z', 'schemaText'] } },
  },
});
