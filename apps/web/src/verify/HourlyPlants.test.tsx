// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../test-support/render-view';
import { HourlyPlants } from './HourlyPlants';
import type { HourlyStatement } from './use-bundle-proofs';

afterEach(cleanup);

const plant = (name: string, count: number): HourlyStatement['plants'][number] =>
  ({
    name,
    ceg: `EOL.CV.PI.02763${count % 10}-1.01`,
    bundles: count,
    mwh: '9076.653177',
    ranges: Array.from({ length: count }, (_, i) => ({
      start: String(22_496_985_280 + i * 100),
      end: String(22_496_985_280 + i * 100 + 50),
    })),
  }) as HourlyStatement['plants'][number];

const show = (plants: HourlyStatement['plants']) =>
  renderView(
    'backoffice.enterprises.details',
    () => <HourlyPlants plants={plants} />,
    '/backoffice/enterprises/details?id=1',
    () => ({
      body: {},
    }),
  );

// The demo's 24/7 statement retires 704 lots of one plant: listed whole in the cell, the row (and the
// public page) was 14 000 px tall.
describe("an hourly statement's plants", () => {
  it('list a few number ranges as they are, and many in a scrolling region of their own', () => {
    show([plant('UFV Sol do Pampa I', 2), plant('EOL Chapada do Araripe', 704)]);
    const table = screen.getByRole('table', { name: 'Lotes por usina' });
    expect(within(table).getAllByRole('region')).toHaveLength(1);
    const many = within(table).getByRole('region', { name: 'Faixas de numeração: EOL Chapada do Araripe' });
    expect(many.getAttribute('tabindex')).toBe('0');
    expect(within(many).getAllByRole('listitem')).toHaveLength(704);
    expect(within(many).getAllByRole('listitem')[0]?.textContent).toBe('nº 22.496.985.280 a 22.496.985.330');
    const few = within(table).getByRole('row', { name: /UFV Sol do Pampa I/ });
    expect(within(few).queryByRole('region')).toBeNull();
    expect(within(few).getAllByRole('listitem')).toHaveLength(2);
  });
});
