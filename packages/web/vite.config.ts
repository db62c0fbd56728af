import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    // Anchored patterns: a bare '/a' prefix would also swallow page paths such as /account.
    proxy: {
      '^/a/': server,
      '^/api/': server,
      '^/save_error_logger': server,
      '^/healthz': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // scripts/bench/web-bundle.mjs reads the manifest to weigh what each first screen loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router are on every screen; antd and its parts only behind the login.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime|classnames|clsx|dayjs|stylis|@emotion|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|json2mq|copy-to-clipboard|toggle-selection|is-mobile)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
