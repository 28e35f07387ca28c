/**
 * Debug build: the app with React's profiling build of react-dom, unminified, for scripts/tracks.ts.
 *   npx vite build -c scripts/vite.profiling.config.ts --outDir /tmp/dist-prof
 */
import { mergeConfig } from 'vite';
import base from '../vite.config';

export default mergeConfig(base, {
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: { minify: false },
});
