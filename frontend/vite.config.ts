import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleBudget } from './build/bundle-budget-plugin';

const API_ORIGIN = 'http://localhost:3000';

const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/;

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Text the API sends as the build compressed it (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Every file of the build also as .br and .gz, compressed once here at their best, so the API never compresses per request. */
function precompress(): Plugin {
  const walk = (directory: string): string[] =>
    readdirSync(directory).flatMap((name) => {
      const path = join(directory, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      for (const path of walk(fromHere('dist')).filter((file) => COMPRESSIBLE.test(file))) {
        const content = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    // issue 14: a first load under a second on a phone
    bundleBudget({ signIn: { module: 'src/features/auth/LoginPage.tsx', maxBytes: 150_000 }, routeMaxBytes: 250_000 }),
  ],
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
