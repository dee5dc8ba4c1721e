// Hourly (granular) certificates: the rules the server asks (ADR 0090, 0091, 0092).
export * from './eligibility';
export * from './hours';
export * from './match';
export * from './match-summary';
export * from './matching-rule';
export * from './move-form';
export * from './proof';
export * from './select';
export * from './selection-form';
export * from './take';
export * from './wh';
