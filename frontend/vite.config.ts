import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/;

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@lesne/contracts': fromHere('../libs/contracts/src'),
      '@lesne/domain': fromHere('../libs/domain/src'),
    },
  },
  build: {
    outDir: fromHere('dist'),
    emptyOutDir: true,
    rollupOptions: {
      // React changes far less often than the app, so browsers keep it cached across releases.
      output: {
        manualChunks: (id) => (REACT_PACKAGES.test(id) ? 'react' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/dev/': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
});
