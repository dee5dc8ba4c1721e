import { eventsHandlers } from '../events/handlers';
import type { Handlers } from '../http/types';
import { automationsHandlers } from './automations/handlers';
import { dashboardsHandlers } from './dashboards';
import { evidentHandlers } from './evident/handlers';
import { filesHandlers } from './files/handlers';
import { pdfHandlers } from './pdf/handlers';
import { rdmsHandlers } from './rdms/handlers';
import { reportsHandlers } from './reports/handlers';

/** Dashboards, reports, residual mix, PDF statements, stored file downloads, redemption automation, evidence sync and the events feed. */
export const insightsHandlers: Handlers = {
  ...dashboardsHandlers,
  ...rdmsHandlers,
  ...pdfHandlers,
  ...filesHandlers,
  ...automationsHandlers,
  ...evidentHandlers,
  ...reportsHandlers,
  ...eventsHandlers,
};
