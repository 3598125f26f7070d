import { defineConfig } from 'vite';

// Builds into this module's classes folder under public/: the web jar carries the app, and the server serves
// that classpath folder at /.
export default defineConfig({
  base: '/',
  build: {
    outDir: 'target/classes/public',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
} as Parameters<typeof defineConfig>[0]);
