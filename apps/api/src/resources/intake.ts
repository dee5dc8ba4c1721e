import type { Handlers } from '../http/types';
import { cceeHandlers } from './ccee/handlers';
import { hourlyConsumptionHandlers } from './consumption/handlers';
import { exportsHandlers } from './exports/handlers';
import { importsHandlers } from './imports/handlers';
import { templateHandlers } from './imports/templates';

/** Imports (CCEE generation, exchange rates, beneficiary consumption) and exports. */
export const intakeHandlers: Handlers = {
  ...importsHandlers,
  ...templateHandlers,
  ...exportsHandlers,
  ...cceeHandlers,
  ...hourlyConsumptionHandlers,
};
