import { describe, expect, it } from 'vitest';
import { InputError } from '../errors/domain-error';
import { IllegalTransitionError } from './illegal-transition';
import { initialOperation, type OperationAction, type OperationState, operationReducer } from './operation';

type Row = { id: number };
const run = (actions: OperationAction<Row>[], from: OperationState<Row> = initialOperation<Row>()) =>
  actions.reduce(operationReducer<Row>, from);
const listed = run([
  { type: 'request', operation: 'fetch' },
  { type: 'success', list: [{ id: 1 }, { id: 2 }], total: 12 },
]);

describe('operationReducer', () => {
  it('turns loading on and error off on request', () => {
    const failed = run([
      { type: 'request', operation: 'get' },
      { type: 'failure', error: 'x' },
    ]);
    const again = operationReducer(failed, { type: 'request', operation: 'get' });
    expect(again).toMatchObject({ phase: 'loading', loading: true, error: null });
  });

  it('clears the list when a fetch starts and stores the page on success', () => {
    expect(operationReducer(listed, { type: 'request', operation: 'fetch' })).toMatchObject({ list: [], total: 0 });
    expect(listed).toMatchObject({ phase: 'success', loading: false, list: [{ id: 1 }, { id: 2 }], total: 12 });
    const bare = run([
      { type: 'request', operation: 'fetch' },
      { type: 'success', list: [{ id: 5 }] },
    ]);
    expect(bare.total).toBe(1);
  });

  it('keeps the list during other operations', () => {
    const got = run(
      [
        { type: 'request', operation: 'get' },
        { type: 'success', item: { id: 2 } },
      ],
      listed,
    );
    expect(got).toMatchObject({ list: [{ id: 1 }, { id: 2 }], total: 12, item: { id: 2 } });
  });

  it('sets postSuccess after create or update and deleteSuccess after delete', () => {
    expect(
      run([
        { type: 'request', operation: 'create' },
        { type: 'success', item: { id: 3 } },
      ]),
    ).toMatchObject({ postSuccess: true, deleteSuccess: false, item: { id: 3 } });
    expect(run([{ type: 'request', operation: 'update' }, { type: 'success' }])).toMatchObject({ postSuccess: true });
    const deleted = run([{ type: 'request', operation: 'delete' }, { type: 'success' }]);
    expect(deleted).toMatchObject({ postSuccess: false, deleteSuccess: true });
    expect(operationReducer(deleted, { type: 'request', operation: 'fetch' })).toMatchObject({ deleteSuccess: false });
  });

  it('stores a typed error on failure', () => {
    const failed = run([
      { type: 'request', operation: 'create' },
      {
        type: 'failure',
        error: {
          error: { code: 'VALIDATION_FAILED', message: 'x', fields: [{ field: 'name', message: 'Campo Obrigatório' }] },
          response: new Response(null, { status: 422 }),
        },
      },
    ]);
    expect(failed).toMatchObject({ phase: 'error', loading: false, postSuccess: false });
    expect(failed.error).toBeInstanceOf(InputError);
    expect(failed.error).toMatchObject({ fieldErrors: { name: 'Campo Obrigatório' } });
  });

  it('keeps refuse and sync failures as flags only', () => {
    expect(
      run([
        { type: 'request', operation: 'refuse' },
        { type: 'failure', error: 'x' },
      ]),
    ).toMatchObject({ refuseError: true, error: null });
    expect(
      run([
        { type: 'request', operation: 'sync' },
        { type: 'failure', error: 'x' },
      ]),
    ).toMatchObject({ syncError: true, error: null });
  });

  it('returns to idle on reset and empties the selected item on clean', () => {
    const got = run([
      { type: 'request', operation: 'get' },
      { type: 'success', item: { id: 9 } },
    ]);
    const reset = operationReducer(got, { type: 'reset' });
    expect(reset).toMatchObject({ phase: 'idle', loading: false, error: null, postSuccess: false, item: { id: 9 } });
    expect(operationReducer(reset, { type: 'clean' }).item).toBeNull();
    expect(operationReducer(initialOperation<Row>(), { type: 'reset' }).phase).toBe('idle');
  });

  it('refuses a double submit and a response nobody waits for', () => {
    const loading = run([{ type: 'request', operation: 'create' }]);
    expect(() => operationReducer(loading, { type: 'request', operation: 'create' })).toThrow(IllegalTransitionError);
    expect(() => operationReducer(initialOperation<Row>(), { type: 'success' })).toThrow(IllegalTransitionError);
    expect(() => operationReducer(loading, { type: 'reset' })).toThrow(IllegalTransitionError);
  });
});
