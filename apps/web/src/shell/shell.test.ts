import { describe, expect, it } from 'vitest';
import { layoutOf } from './layout';
import { filterMenu, fold, readyMenu } from './menu';

const wide = { belowDrawer: false, belowWide: false };
const medium = { belowDrawer: false, belowWide: true };
const narrow = { belowDrawer: true, belowWide: true };

describe('layout (§2 breakpoints 1080 and 1200 px)', () => {
  it('keeps an inline sidebar only on wide, vertical, expanded layouts', () => {
    expect(layoutOf('vertical', false, wide)).toEqual({ horizontalNav: null, inlineSidebar: true, canPin: false });
    expect(layoutOf('vertical', true, wide)).toEqual({ horizontalNav: null, inlineSidebar: false, canPin: true });
    expect(layoutOf('vertical', false, narrow).inlineSidebar).toBe(false);
  });

  it('puts the horizontal styles in their row from 1200 px, in the drawer below', () => {
    expect(layoutOf('above_the_header', true, wide).horizontalNav).toBe('above');
    expect(layoutOf('inside_the_header', true, wide).horizontalNav).toBe('inside');
    expect(layoutOf('below_the_header', false, wide).horizontalNav).toBe('below');
    expect(layoutOf('below_the_header', false, medium)).toEqual({
      horizontalNav: null,
      inlineSidebar: false,
      canPin: false,
    });
  });
});

describe('menu search', () => {
  const t = (label: { defaultMessage: string }) => label.defaultMessage;
  it('ignores case and accents', () => {
    expect(fold('Países')).toBe('paises');
    const items = filterMenu(readyMenu('admin'), 'PAIS', t).flatMap((g) => g.items.map((i) => i.path));
    expect(items).toEqual(['/backoffice/countries/list']);
  });

  it('keeps a whole group when its own name matches, and nothing when nothing does', () => {
    const settings = filterMenu(readyMenu('admin'), 'configura', t);
    // The settings group's screens, the outbox and the security events (issue 42) among them.
    expect(settings.flatMap((g) => g.items).length).toBe(4);
    expect(filterMenu(readyMenu('admin'), 'zzz', t)).toEqual([]);
    expect(filterMenu(readyMenu('admin'), ' ', t)).toEqual(readyMenu('admin'));
  });
});
