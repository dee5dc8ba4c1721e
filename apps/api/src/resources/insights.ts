import type { Handlers } from '../http/types';

/** Dashboards, residual mix, PDF statements, redemption automation and evidence sync. */
export const insightsHandlers: Handlers = {};
