import type { Handlers } from '../http/types';
import { authHandlers } from './auth/handlers';
import { logoutHandlers } from './auth/logout';
import { insightsHandlers } from './insights';
import { intakeHandlers } from './intake';
import { ledgerHandlers } from './ledger';
import { moneyHandlers } from './money';
import { peopleHandlers } from './people';
import { plantsHandlers } from './plants';
import { webhooksHandlers } from './webhooks/handlers';

/** Every implemented operation, by operationId. One spread per resource group. */
export const handlers: Handlers = {
  ...authHandlers,
  ...logoutHandlers,
  ...peopleHandlers,
  ...plantsHandlers,
  ...ledgerHandlers,
  ...moneyHandlers,
  ...intakeHandlers,
  ...insightsHandlers,
  ...webhooksHandlers,
};
