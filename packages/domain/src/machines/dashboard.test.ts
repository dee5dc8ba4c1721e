import { describe, expect, it } from 'vitest';
import { NotAllowedError } from '../errors/domain-error';
import {
  ADMIN_WIDGETS,
  dashboardReducer,
  initialDashboard,
  initialWidget,
  REGISTRANT_WIDGETS,
  widgetReducer,
} from './dashboard';
import { IllegalTransitionError } from './illegal-transition';

describe('widgetReducer', () => {
  it('empties the data and clears the error on start', () => {
    const before = { data: { total: 3 }, loading: false, error: new NotAllowedError({ message: 'x' }) };
    expect(widgetReducer(before, { type: 'start' })).toEqual({ data: null, loading: true, error: null });
  });

  it('stores the payload on success', () => {
    const loading = widgetReducer(initialWidget<number[]>(), { type: 'start' });
    expect(widgetReducer(loading, { type: 'success', payload: [1, 2] })).toEqual({
      data: [1, 2],
      loading: false,
      error: null,
    });
  });

  it('empties the data and stores the error on failure', () => {
    const loading = { data: null, loading: true, error: null };
    const failed = widgetReducer(loading, {
      type: 'failure',
      error: { error: { code: 'FORBIDDEN', message: 'no' }, response: new Response(null, { status: 403 }) },
    });
    expect(failed.data).toBeNull();
    expect(failed.loading).toBe(false);
    expect(failed.error).toBeInstanceOf(NotAllowedError);
  });

  it('refuses a result for a widget that was not loading', () => {
    expect(() => widgetReducer(initialWidget(), { type: 'success', payload: 1 })).toThrow(IllegalTransitionError);
  });
});

describe('dashboardReducer', () => {
  it('keeps the §3 widgets of each dashboard', () => {
    expect(ADMIN_WIDGETS).toEqual([
      'topNumbers',
      'mwhByYear',
      'businessByTechnology',
      'approvedRecsByEmission',
      'approvedRecsByProduction',
    ]);
    expect(REGISTRANT_WIDGETS).toEqual([
      'topNumbers',
      'approvedRecsByYear',
      'availableMwhForEmission',
      'businessBySource',
      'lastApprovedRecs',
    ]);
  });

  it('loads each widget independently', () => {
    let state = initialDashboard(ADMIN_WIDGETS);
    state = dashboardReducer(state, { widget: 'topNumbers', type: 'start' });
    state = dashboardReducer(state, { widget: 'mwhByYear', type: 'start' });
    state = dashboardReducer(state, { widget: 'mwhByYear', type: 'failure', error: 'boom' });
    state = dashboardReducer(state, { widget: 'topNumbers', type: 'success', payload: { registrants: 4 } });
    expect(state.topNumbers).toEqual({ data: { registrants: 4 }, loading: false, error: null });
    expect(state.mwhByYear.error?.message).toBe('boom');
    expect(state.businessByTechnology).toEqual({ data: null, loading: false, error: null });
  });

  it('refuses an unknown widget', () => {
    const state = initialDashboard(REGISTRANT_WIDGETS);
    expect(() => dashboardReducer(state, { widget: 'mwhByYear' as 'topNumbers', type: 'start' })).toThrow(
      IllegalTransitionError,
    );
  });
});
