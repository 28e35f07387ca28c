import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Plugin, type PluginOption } from 'vite';

export interface ChunkInfo {
  file: string;
  /** Gzip (level 9) size in bytes, as the budgets count it. */
  gzip: number;
  raw: number;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module that makes it a dynamic entry (a lazily loaded route, a session library...). */
  facade?: string;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

export interface BuildInfo {
  outDir: string;
  chunks: Record<string, ChunkInfo>;
}

/**
 * The production build (the same vite.config.ts as `npm start`), with a record of which module went where. `plugins`
 * instead builds `root` with Vite's defaults and those plugins, as a stock app would be (the bench's reference).
 */
export const buildApp = async (root: string, outDir: string, plugins?: PluginOption[]): Promise<BuildInfo> => {
  const chunks: Record<string, ChunkInfo> = {};
  const observer: Plugin = {
    name: 'bench-chunk-map',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = (output as { moduleIds?: string[] }).moduleIds ?? Object.keys(output.modules);
        chunks[file] = {
          file,
          gzip: 0,
          raw: 0,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? path.relative(root, output.facadeModuleId) : undefined,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: modules.map(id => path.relative(root, id.replace(/^\0/, ''))),
        };
      }
    },
  };
  const config = plugins
    ? { configFile: false as const, plugins: [...plugins, observer] }
    : { configFile: path.join(root, 'vite.config.ts'), plugins: [observer] };
  await build({ root, ...config, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  for (const chunk of Object.values(chunks)) {
    const content = fs.readFileSync(path.join(outDir, chunk.file));
    chunk.raw = content.length;
    chunk.gzip = zlib.gzipSync(content, { level: 9 }).length;
  }
  return { outDir, chunks };
};

/** The chunks a chunk pulls in statically (itself included). */
export const staticClosure = (info: BuildInfo, file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file) || !info.chunks[file]) return seen;
  seen.add(file);
  for (const imported of info.chunks[file].imports) staticClosure(info, imported, seen);
  return seen;
};

export const chunkOfUrl = (info: BuildInfo, url: string) => {
  const pathname = new URL(url).pathname.replace(/^\//, '');
  return info.chunks[pathname];
};
