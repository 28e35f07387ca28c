import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import { pageChunkLists } from '../../vite.config';

const ROOT = '/app';
const chunk = (fileName: string, facade: string | null, options: Partial<OutputChunk> = {}) =>
  ({ fileName, facadeModuleId: facade && path.join(ROOT, facade), moduleIds: facade ? [path.join(ROOT, facade)] : [], imports: [], isEntry: false, isDynamicEntry: !!facade, ...options }) as OutputChunk;

describe("the build's list of each page's chunks (index.html)", () => {
  const chunks = [
    chunk('assets/index.js', 'src/main.tsx', { isEntry: true, isDynamicEntry: false, imports: ['assets/app.js'] }),
    chunk('assets/app.js', null, { moduleIds: [path.join(ROOT, 'src/startApp.tsx')], isDynamicEntry: false }),
    chunk('assets/AgencyList.js', 'resources/agencies/AgencyList.tsx', { imports: ['assets/app.js', 'assets/PosTable.js'] }),
    chunk('assets/PosTable.js', null, { isDynamicEntry: false }),
    chunk('assets/pos.js', 'dataProviders/pos/index.ts', { imports: ['assets/contract.js'] }),
    chunk('assets/contract.js', null, { isDynamicEntry: false }),
    chunk('assets/UserList.js', 'resources/users/UserList.tsx'),
    chunk('assets/users.js', 'dataProviders/sso/users.ts'),
    chunk('assets/PaymentList.js', 'resources/payments/PaymentList.tsx'),
    chunk('assets/ClientList.js', 'resources/clients/ClientList.tsx'),
  ];
  const lists = pageChunkLists(chunks, new Map(chunks.map(item => [item.fileName, item])), ROOT);

  it("lists a page's chunks beyond the start-up code and the app, with the backend it calls as it opens", () => {
    expect(lists['resources/agencies/AgencyList.tsx'].sort()).toEqual(['assets/AgencyList.js', 'assets/PosTable.js', 'assets/contract.js', 'assets/pos.js']);
    expect(lists['resources/users/UserList.tsx'].sort()).toEqual(['assets/UserList.js', 'assets/users.js']);
  });

  it('adds no backend to a page that does not call one as it opens', () => {
    expect(lists['resources/payments/PaymentList.tsx']).toEqual(['assets/PaymentList.js']);
    expect(lists['resources/clients/ClientList.tsx']).toEqual(['assets/ClientList.js']);
    expect(Object.keys(lists)).not.toContain('dataProviders/pos/index.ts');
  });
});
