// @vitest-environment happy-dom
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ColumnChart } from './ColumnChart';

afterEach(cleanup);

const bars = [
  { label: 'out. de 26', value: 1200, text: '1.200,000000' },
  { label: 'nov. de 26', value: 3400.5, text: '3.400,500000' },
];

describe('ColumnChart', () => {
  it('draws a time series as columns with both axes, the months as written and the unit', () => {
    const { container } = render(
      <IntlProvider locale="pt">
        <FluentProvider theme={webLightTheme}>
          <ColumnChart bars={bars} label="Geração por mês" unit="MWh" />
        </FluentProvider>
      </IntlProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Geração por mês' });
    expect(figure.querySelector('.fui-cart__yAxis')).not.toBeNull();
    expect(figure.querySelector('.fui-cart__xAxis')).not.toBeNull();
    // Each column is named by its month and its exact written value.
    const columns = screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'));
    expect(columns).toEqual([
      expect.stringMatching(/^out\. de 26\. .*1\.200,000000/),
      expect.stringMatching(/^nov\. de 26\. .*3\.400,500000/),
    ]);
    // The value axis in the locale's numbers, titled with the unit.
    const text = figure.textContent ?? '';
    expect(text).toContain('mil');
    expect(text).toContain('MWh');
    expect(container.querySelector('[class*="fui-legend"]')).toBeNull();
  });

  it('the modules the build empties are where the plugin looks for them', () => {
    const root = join(dirname(createRequire(import.meta.url).resolve('@fluentui/react-charts')), '..');
    expect(existsSync(join(root, 'lib/components/CommonComponents/Annotations/ChartAnnotationLayer.js'))).toBe(true);
    expect(existsSync(join(root, 'lib/utilities/image-export-utils.js'))).toBe(true);
  });
});
