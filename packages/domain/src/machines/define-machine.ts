import { IllegalTransitionError } from './illegal-transition';

export type TransitionTable<S extends string, E extends string> = {
  readonly [state in S]: Readonly<Partial<Record<E, S>>>;
};

export type Machine<S extends string, E extends string> = {
  readonly name: string;
  readonly initial: S;
  readonly states: readonly S[];
  readonly table: TransitionTable<S, E>;
  transition(state: S, event: E): S;
  can(state: string, event: string): boolean;
  eventsFrom(state: string): E[];
  isState(value: unknown): value is S;
  isFinal(state: S): boolean;
};

// States arrive from the API as strings, so every lookup guards against unknown keys.
export const defineMachine = <S extends string, E extends string>(
  name: string,
  initial: S,
  table: TransitionTable<S, E>,
): Machine<S, E> => {
  const states = Object.keys(table) as S[];
  const isState = (value: unknown): value is S => typeof value === 'string' && Object.hasOwn(table, value);
  const targetOf = (state: string, event: string): S | undefined => {
    if (!isState(state)) return undefined;
    const row: Readonly<Partial<Record<string, S>>> = table[state];
    return Object.hasOwn(row, event) ? row[event] : undefined;
  };
  return {
    name,
    initial,
    states,
    table,
    transition(state, event) {
      const target = targetOf(state, event);
      if (target === undefined) throw new IllegalTransitionError(name, state, event);
      return target;
    },
    can: (state, event) => targetOf(state, event) !== undefined,
    eventsFrom: (state) => (isState(state) ? (Object.keys(table[state]) as E[]) : []),
    isState,
    isFinal: (state) => Object.keys(table[state]).length === 0,
  };
};
