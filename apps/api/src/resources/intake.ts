import type { Handlers } from '../http/types';
import { exportsHandlers } from './exports/handlers';
import { importsHandlers } from './imports/handlers';

/** Imports (CCEE generation, exchange rates, beneficiary consumption) and exports. */
export const intakeHandlers: Handlers = {
  ...importsHandlers,
  ...exportsHandlers,
};
