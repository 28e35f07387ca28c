import { raCoreShims } from '../../../vite.config';

const resolveId = raCoreShims().resolveId as (source: string, importer?: string) => string | null;

describe("the build's ra-core shims", () => {
  it("give ra-core the app's router adapter and default exporter", () => {
    expect(resolveId('./adapters/reactRouterProvider.js', '/app/node_modules/ra-core/dist/routing/RouterProviderContext.js')).toMatch(/\/src\/lib\/shims\/reactRouterProvider\.ts$/);
    expect(resolveId('./adapters/reactRouterProvider.js', '/app/node_modules/ra-core/dist/routing/index.js')).toMatch(/\/src\/lib\/shims\/reactRouterProvider\.ts$/);
    expect(resolveId('./defaultExporter.js', '/app/node_modules/ra-core/dist/export/index.js')).toMatch(/\/src\/lib\/shims\/defaultExporter\.ts$/);
  });

  it('leave every other import alone', () => {
    expect(resolveId('./adapters/reactRouterProvider.js', '/app/node_modules/other/dist/routing/index.js')).toBeNull();
    expect(resolveId('./defaultExporter.js', '/app/node_modules/ra-core/dist/controller/list/useList.js')).toBeNull();
    expect(resolveId('react-router-dom', '/app/node_modules/ra-core/dist/routing/index.js')).toBeNull();
    expect(resolveId('./adapters/reactRouterProvider.js')).toBeNull();
  });
});
