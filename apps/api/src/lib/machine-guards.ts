import type { Machine } from '@rec/domain';

// The server's transitions are the domain's machines; these read a machine for a guarded UPDATE
// (WHERE status IN the states an event may leave; SET the state it leads to), so two concurrent
// requests cannot both move a row.

/** The states the event may be taken from. */
export const statesAllowing = <S extends string, E extends string>(machine: Machine<S, E>, event: E): S[] =>
  machine.states.filter((state) => machine.can(state, event));

/** The one state the event leads to from every state that allows it. */
export const targetOf = <S extends string, E extends string>(machine: Machine<S, E>, event: E): S => {
  const targets = new Set(statesAllowing(machine, event).map((state) => machine.transition(state, event)));
  const [target] = targets;
  if (targets.size !== 1 || target === undefined) throw new Error(`${machine.name}.${event} has no single target`);
  return target;
};

/** The states no event leaves. */
export const finalStates = <S extends string, E extends string>(machine: Machine<S, E>): S[] =>
  machine.states.filter((state) => machine.isFinal(state));
