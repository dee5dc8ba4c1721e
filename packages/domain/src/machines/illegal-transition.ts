// Thrown when an event arrives in a state that does not accept it: a bug in the caller
// (a double submit, a stale response) that must not silently corrupt the state.
export class IllegalTransitionError extends Error {
  readonly machine: string;
  readonly from: string;
  readonly event: string;

  constructor(machine: string, from: string, event: string) {
    super(`${machine}: event '${event}' is not allowed in state '${from}'`);
    this.name = 'IllegalTransitionError';
    this.machine = machine;
    this.from = from;
    this.event = event;
  }
}
