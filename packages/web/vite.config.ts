import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  // PORTAL_API points the dev and preview servers at another API address than the default.
  const api = loadEnv(mode, '.', 'PORTAL_').PORTAL_API || 'http://127.0.0.1:8080';
  return {
    plugins: [react()],
    server: {
      // Anchored patterns: a bare '/a' prefix would also swallow page paths such as /account.
      proxy: {
        '^/a/': api,
        '^/api/': api,
        '^/save_error_logger': api,
        '^/healthz': api,
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // scripts/bench/web-bundle.mjs reads the manifest to weigh what each first screen loads.
      manifest: true,
      rolldownOptions: {
        // These packages are plain components and hooks but do not say so (no "sideEffects": false), so
        // every module they export was kept whole: antd's dialogs, through one form context, brought the
        // entire form engine into the first screen.
        treeshake: {
          moduleSideEffects: (id: string) => !/node_modules[\\/]@rc-component[\\/]/.test(id),
        },
        output: {
          codeSplitting: {
            groups: [
              // React and the router are on every screen and change rarely: one long-cached chunk.
              // antd is left to automatic splitting, so each screen loads only the components it uses.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
              // TanStack Query serves every screen of the shell: one chunk, not the five slivers automatic splitting
              // cuts it into once antd is off the first screen (each a request, and a name in the entry's preload map).
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
