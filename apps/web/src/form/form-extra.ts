import type { DomainError } from '@rec/domain';
import type { ReactNode } from 'react';
import type { FormValues } from './form-state';

/**
 * What a bespoke screen adds to a resource's form: inputs for a body key the resource's schema
 * leaves out (`formLeaves`), as the automation rule's hourly selection (ADR 0101 addendum). The
 * screen keeps their state; the form places them before its buttons and sends what they add.
 */
export type FormExtra = {
  node: ReactNode;
  /** Called on every submit, before the form's own check: the inputs show what is wrong. */
  touch: () => void;
  /** The keys added to the checked body, or null when the inputs are wrong (nothing is sent). */
  body: (values: FormValues) => Record<string, unknown> | null;
  /** A server refusal about these inputs: messages for the form's own fields, or null if not theirs. */
  refusal: (error: DomainError) => Record<string, string> | null;
};
