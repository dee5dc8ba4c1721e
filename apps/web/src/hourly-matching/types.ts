import type { MatchingForm, MatchingRetirementForm } from '@rec/domain/hourly';

// The screen's values: the run's choices and, once a dry run matched something, the retirement's.
export type MatchingValues = MatchingForm & MatchingRetirementForm;
export type MatchingKey = keyof MatchingValues;
export type SetMatching = <K extends MatchingKey>(field: K, value: MatchingValues[K]) => void;
export type MatchingErrors = Partial<Record<MatchingKey, string>>;
