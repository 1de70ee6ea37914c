import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const libs = fileURLToPath(new URL('../../libs', import.meta.url));

// One app for both audiences: main.tsx lazy-loads either the portal (react-admin)
// or the client token pages, so each gets its own chunk. The API serves dist/ at /.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // Code shared with the server comes from a library's browser-safe entry (libs/<name>/src/shared.ts).
    alias: [{ find: /^@app\/([\w-]+)\/shared$/, replacement: `${libs}/$1/src/shared.ts` }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
