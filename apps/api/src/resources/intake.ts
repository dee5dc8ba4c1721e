import type { Handlers } from '../http/types';

/** Imports (CCEE generation, exchange rates, beneficiary consumption) and exports. */
export const intakeHandlers: Handlers = {};
