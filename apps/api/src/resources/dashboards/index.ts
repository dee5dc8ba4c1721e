import type { Handlers } from '../../http/types';
import { adminDashboardHandlers } from './admin';
import { clientDashboardHandlers } from './client';

/** Both dashboards, computed from the ledger on every call. */
export const dashboardsHandlers: Handlers = { ...adminDashboardHandlers, ...clientDashboardHandlers };
