// @vitest-environment happy-dom
import { createDOMRenderer, makeStyles, RendererProvider, renderToStyleElements } from '@fluentui/react-components';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { withRuleLengths } from '../auth/prerender/style-rules';

// Rules in several buckets (plain, hover, media), one with text beyond ASCII.
const useStyles = makeStyles({
  card: {
    color: 'rebeccapurple',
    paddingTop: '7px',
    ':hover': { color: 'teal' },
    '::after': { content: '"→ ação"' },
    '@media (max-width: 900px)': { paddingTop: '3px' },
  },
});
const useLater = makeStyles({ extra: { marginLeft: '5px' } });

function Card({ extra = false }: { extra?: boolean }) {
  const later = useLater();
  return <p className={`${useStyles().card} ${extra ? later.extra : ''}`}>Entrar</p>;
}

const mount = async (tree: ReactNode) => {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(tree));
  return host;
};

// Every rule the page's <style> elements hold.
const rules = () =>
  [...document.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((r) => r.cssText));

it('uses the styles a prerendered page carries instead of inserting them again', async () => {
  // What build/prerender-sign-in.ts puts in <head>: the screen's rules as the server renders them
  // (a renderer without a document keeps Griffel's own text of each rule).
  const server = createDOMRenderer(null as unknown as Document);
  (
    await mount(
      <RendererProvider renderer={server}>
        <Card />
      </RendererProvider>,
    )
  ).remove();
  document.head.innerHTML = renderToStaticMarkup(withRuleLengths(server, renderToStyleElements(server)));
  const prerendered = rules();
  expect(prerendered.filter((rule) => rule.includes('rebeccapurple'))).toHaveLength(1);
  expect(document.querySelectorAll('style[data-rule-lengths]').length).toBeGreaterThan(2);

  // The app's renderer learns the page's rules as its module loads.
  const { StyleRenderer } = await import('./StyleRenderer');
  const app = await mount(
    <StyleRenderer>
      <Card />
    </StyleRenderer>,
  );
  const card = app.querySelector('p');
  expect(card && getComputedStyle(card).color).toBe('rebeccapurple');
  // Each rule once: the app's first render added nothing to what the page had.
  expect(rules()).toEqual(prerendered);

  // A rule the page lacks is still inserted, once.
  await mount(
    <StyleRenderer>
      <Card extra />
    </StyleRenderer>,
  );
  expect(rules().filter((rule) => rule.includes('margin-left: 5px'))).toHaveLength(1);
  expect(rules()).toEqual(expect.arrayContaining(prerendered));
});
