import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { buildApp, type BuildInfo } from '../lib/build';
import { startServer, type RunningServer } from '../lib/server';
import { FIRST_ROW, type PageScenario } from '../scenarios';

/** The stock app's list page (react-admin's default hash router). */
export const REFERENCE_PAGE: PageScenario = {
  id: 'reference',
  label: 'stock react-admin /#/posts',
  path: '/#/posts',
  account: null,
  ready: FIRST_ROW,
};

export interface Reference {
  url: string;
  info: BuildInfo;
  stop: () => Promise<void>;
}

/**
 * The yardstick, measured in the same run instead of quoted: the stock react-admin app of bench/reference,
 * built with Vite's defaults and served by the same server (compression, headers). Its cold loads alternate with the
 * app's (bench/groups/coldLoad.ts) and it goes through Lighthouse after the app's pages, so both face the same machine.
 */
export const startReference = async (root: string, log: (message: string) => void): Promise<Reference> => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-bench-reference-'));
  log('reference: building the stock react-admin app (bench/reference)');
  const info = await buildApp(path.join(root, 'bench', 'reference'), outDir, [react()]);
  let server: RunningServer;
  try {
    server = await startServer(root, outDir, 'default');
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    info,
    stop: async () => {
      await server.stop();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
};
