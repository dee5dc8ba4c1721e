// @vitest-environment happy-dom
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarList } from './BarList';

afterEach(cleanup);

const bars = [
  { label: 'Solar', value: 12.5, text: '12,5 MWh' },
  { label: 'Eólica', value: 4, text: '4 MWh' },
];

// The build replaces the legends' overflow menu with an empty one
// (build/chart-without-legend-menu.ts); that holds only while our charts never render legends.
describe('BarList', () => {
  it('draws one bar per category, titled with its written value, and no legends', () => {
    const { container } = render(
      <FluentProvider theme={webLightTheme}>
        <BarList bars={bars} label="Energia por fonte" />
      </FluentProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Energia por fonte' });
    expect(figure.querySelector('.fui-hbc__root')).not.toBeNull();
    expect(figure.textContent).toContain('Solar · 12,5 MWh');
    expect(figure.textContent).toContain('Eólica · 4 MWh');
    expect(figure.querySelectorAll('rect').length).toBeGreaterThanOrEqual(bars.length);
    expect(container.querySelector('[class*="fui-legend"]')).toBeNull();
  });

  it('the module the build empties is where the plugin looks for it', () => {
    const chartsEntry = createRequire(import.meta.url).resolve('@fluentui/react-charts');
    const root = join(dirname(chartsEntry), '..');
    expect(existsSync(join(root, 'lib/components/Legends/OverflowMenu.js'))).toBe(true);
  });
});
