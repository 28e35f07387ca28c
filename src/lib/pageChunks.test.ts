import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES, pageChunksFor, preloadPageChunks } from './pageChunks';

const root = path.resolve(__dirname, '../..');

const withChunks = (pages: unknown) => {
  document.head.innerHTML = `<script type="application/json" id="rm-page-chunks">${JSON.stringify(pages)}</script>`;
};

describe("the opened page's chunks, asked for by the entry", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('names, for each address, a page module the routes load lazily', () => {
    const routeFiles = ['src/routes.tsx', ...fs.readdirSync(path.join(root, 'resources')).map(name => `resources/${name}/index.ts`)].filter(file => fs.existsSync(path.join(root, file)));
    const lazyImports = routeFiles.flatMap(file =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/lazy\(named\(\(\) => import\('([^']+)'\)/g)].map(match => path.relative(root, path.resolve(root, path.dirname(file), `${match[1]}.tsx`))),
    );
    for (const [, module] of PAGE_MODULES) expect(lazyImports).toContain(module);
    expect(new Set(PAGE_MODULES.map(([, module]) => module)).size).toBe(PAGE_MODULES.length);
  });

  it('maps addresses to their pages, a payment or a user by its id, and nothing else', () => {
    const moduleOf = (pathname: string) => PAGE_MODULES.find(([address]) => address.test(pathname))?.[1];
    expect(moduleOf('/payments')).toBe('resources/payments/PaymentList.tsx');
    expect(moduleOf('/payment/1000042')).toBe('resources/payments/PaymentShow.tsx');
    expect(moduleOf('/settings/users/new')).toBe('resources/users/UserCreate.tsx');
    expect(moduleOf('/settings/users/00u42')).toBe('resources/users/UserEdit.tsx');
    expect(moduleOf('/pos-config/terminals/7/edit')).toBe('resources/terminals/TerminalEdit.tsx');
    for (const pathname of ['/login', '/', '/paymentsx', '/settings/users/1/more', '/pos-config/agencies/7']) expect(moduleOf(pathname)).toBeUndefined();
  });

  it("adds a modulepreload link for each chunk the build listed for the page, and only for the page's", () => {
    withChunks({ 'resources/payments/PaymentList.tsx': ['assets/PaymentList-abc.js', 'assets/Tooltip-def.js'], 'resources/users/UserList.tsx': ['assets/UserList-x.js'] });
    expect(preloadPageChunks('/payments')).toBe(2);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map(link => link.getAttribute('href'))).toEqual(['/assets/PaymentList-abc.js', '/assets/Tooltip-def.js']);
    expect(links.every(link => link.crossOrigin === '')).toBe(true);
  });

  it('asks for nothing without the build’s list, for an unlisted page, or for anything but a script in assets/', () => {
    expect(pageChunksFor('/payments')).toEqual([]);
    withChunks({ 'resources/payments/PaymentList.tsx': ['https://evil.example/x.js', '../x.js', 'assets/ok-1.js', 7] });
    expect(pageChunksFor('/payments')).toEqual(['assets/ok-1.js']);
    expect(pageChunksFor('/login')).toEqual([]);
    document.head.innerHTML = '<script type="application/json" id="rm-page-chunks">{not json</script>';
    expect(preloadPageChunks('/payments')).toBe(0);
    expect(document.head.querySelector('link')).toBeNull();
  });
});
