import { REPORT_HEADINGS } from '../reports/headings';
import type { ReportName } from '../resources/names';
import { routesOf } from './route';

const r = routesOf('backoffice');

// Reports fed by the chamber's (CCEE) data go under "clearing reports"; the rest under "reports".
// Title and group come from the report's heading (packages/domain/src/reports/headings.ts).
const report = (name: ReportName) =>
  r(`report/${name}`, `report_${name}`, 'show', 'report', REPORT_HEADINGS[name].title, 'DocumentBulletList24Regular', {
    group: REPORT_HEADINGS[name].group,
    status: 'ready',
  });

export const BACKOFFICE_REPORT_ROUTES = [
  report('ccee_emission_report'),
  report('consolidation'),
  report('emission_revision'),
  report('normal_emission_adjustment'),
  report('self_consumption_emission_adjustment'),
  report('financial'),
  report('nf'),
  report('emission'),
  report('enterprise'),
  report('registrant'),
  report('redemption'),
  report('right_irec'),
  report('registrant_contact'),
  report('user'),
  report('business'),
  report('certificatehistory'),
];
