// Coverage of consumption by retired hourly certificates and the Scope 2 figures (ADR 0106, 0107).
export * from './coverage';
export * from './factors';
export * from './figures';
export * from './match';
export * from './pack';
