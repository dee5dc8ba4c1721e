import { describe, expect, it } from 'vitest';
import { prerenderedPage } from '../../build/prerender-signin';
import * as ids from './handoff';

const INDEX =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js"></head><body><div id="root"></div></body></html>';
const parts = {
  markup: '<link rel="preload" as="image" href="/logo.svg"/><form><input type="email" name="email" value=""/></form>',
  styles: '<style data-make-styles-bucket="d">.f{}</style>',
  guardScript: 'guard()',
  guardStyle: 'html[x] #prerender{display:none}',
};

describe('signin.html (build/prerender-signin.ts)', () => {
  const html = prerenderedPage(INDEX, parts, ids);

  it('paints the screen beside the empty #root, its hints, guard and styles in <head>', () => {
    const [head, body] = html.split('</head>');
    expect(head).toContain('<link rel="preload" as="image" href="/logo.svg"/>');
    expect(head).toContain('<link rel="expect" href="#root" blocking="render"><script>guard()</script>');
    expect(head).toContain('<style data-prerender="" data-make-styles-bucket="d">.f{}</style>');
    expect(body).toContain('<div id="prerender"><form>');
    expect(body).toContain('</form></div><div id="root"></div>');
    expect(body).not.toContain('<link');
  });

  it('starts the app after the first paint: its tags leave <head> for an inline starter', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const starter = /<div id="root"><\/div><script>(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(starter).toContain('[["script","/assets/index-1.js"],["modulepreload","/assets/react-2.js"]]');
    expect(starter).toContain('requestAnimationFrame');
  });

  it('renames the fields, so that a submit without scripts puts nothing in the URL', () => {
    expect(html).toContain('<input type="email" data-field="email" value=""/>');
    expect(html).not.toContain('name="email"');
  });

  it('refuses an index.html it cannot place the screen in, and a guard the API could not hash', () => {
    expect(() => prerenderedPage('<html></html>', parts, ids)).toThrow(/module script/);
    expect(() => prerenderedPage(INDEX.replace('<div id="root"></div>', ''), parts, ids)).toThrow(/#root/);
    expect(() => prerenderedPage(INDEX, { ...parts, guardScript: 'a<b' }, ids)).toThrow(/inline script/);
  });
});
