import fs from 'node:fs';
import path from 'node:path';
import { pageLoadingScreens } from './pageHeadings';
import { loginScreen, startUpScriptTags, withoutStartUpScripts } from './startUpScripts';

/** The tags as Vite writes them into the HTML (boolean attributes bare). */
const render = (tags: ReturnType<typeof startUpScriptTags>) =>
  tags.map(({ attrs }) => `<script ${Object.entries(attrs).map(([name, value]) => (value === true ? name : `${name}="${value}"`)).join(' ')}></script>`).join('\n    ');

const indexHtml = fs.readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
const built = indexHtml.replace('</head>', `    ${render(startUpScriptTags(['assets/boot-1.js', 'assets/runtime-1.js', 'assets/sdk-1.js'], ['assets/app-1.js', 'assets/runtime-1.js']))}\n  </head>`);
const sources = (html: string) => [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map(match => match[1]);

describe('the start-up code asked for by the HTML', () => {
  it('lists every path’s files, then the app’s, as deferred module scripts of low priority', () => {
    const tags = startUpScriptTags(['assets/boot-1.js', 'assets/sdk-1.js'], ['assets/app-1.js', 'assets/boot-1.js']);
    expect(tags.map(tag => tag.attrs.src)).toEqual(['/assets/boot-1.js', '/assets/sdk-1.js', '/assets/app-1.js']);
    for (const { attrs } of tags) {
      expect(attrs).toMatchObject({ type: 'module', crossorigin: true, fetchpriority: 'low' });
      // Not async: each runs after the entry, in order.
      expect(attrs).not.toHaveProperty('async');
    }
  });

  it('sends the sign-in page without the app’s code, and keeps the rest of the page', () => {
    const login = loginScreen(built);
    expect(login.fileName).toBe('login.html');
    expect(sources(built)).toEqual(['/assets/boot-1.js', '/assets/runtime-1.js', '/assets/sdk-1.js', '/assets/app-1.js', '/src/main.tsx']);
    expect(sources(login.html)).toEqual(['/assets/boot-1.js', '/assets/runtime-1.js', '/assets/sdk-1.js', '/src/main.tsx']);
    expect(login.html.replace(/\s+/g, '')).toBe(built.replace(/<script[^>]*data-start-up="app"[^>]*><\/script>/, '').replace(/\s+/g, ''));
  });

  it('leaves them out of the pages whose loading screen shows their heading, where the entry asks for them', () => {
    const screens = pageLoadingScreens(withoutStartUpScripts(built, 'all'));
    expect(screens.map(screen => screen.fileName)).toEqual(['dashboard.html', 'payments.html', 'customers.html', 'settings.html']);
    for (const { html } of screens) {
      expect(sources(html)).toEqual(['/src/main.tsx']);
      expect(html).toContain('<h1>');
    }
  });
});
