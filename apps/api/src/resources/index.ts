import type { Handlers } from '../http/types';
import { notificationHandlers } from '../notifications/handlers';
import { outboxHandlers } from '../notifications/outbox';
import { authHandlers } from './auth/handlers';
import { logoutHandlers } from './auth/logout';
import { insightsHandlers } from './insights';
import { intakeHandlers } from './intake';
import { ledgerHandlers } from './ledger';
import { moneyHandlers } from './money';
import { peopleHandlers } from './people';
import { plantsHandlers } from './plants';
import { accountSecurityHandlers } from './security';
import { webhooksHandlers } from './webhooks/handlers';

/** Every implemented operation, by operationId. One spread per resource group. */
export const handlers: Handlers = {
  ...authHandlers,
  ...logoutHandlers,
  ...accountSecurityHandlers,
  ...peopleHandlers,
  ...plantsHandlers,
  ...ledgerHandlers,
  ...moneyHandlers,
  ...intakeHandlers,
  ...insightsHandlers,
  ...notificationHandlers,
  ...outboxHandlers,
  ...webhooksHandlers,
};
