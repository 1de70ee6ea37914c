import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One app for both audiences: main.tsx lazy-loads either the portal (react-admin)
// or the client token pages, so each gets its own chunk. The API serves dist/ at /.
export default defineConfig({
  plugins: [react()],
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
