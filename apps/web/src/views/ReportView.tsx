import { reportNameOf } from '@rec/domain';
import { useCurrentRoute } from '../app/use-current-route';
import { NamespaceMessages } from '../i18n/NamespaceMessages';
import { ReportScreen } from '../report/ReportScreen';

// Route module for every `report` row of the domain's route table: the row's resource
// (report_<name>) names the report; its texts load with the view (namespace `reports`), and the
// widget texts its chart shares with the dashboard (`dashboard`).
const REPORT_NAMESPACES = ['reports', 'dashboard'] as const;

export function Component() {
  const name = reportNameOf(useCurrentRoute()?.resource);
  return name ? (
    <NamespaceMessages ns={REPORT_NAMESPACES}>
      <ReportScreen key={name} name={name} />
    </NamespaceMessages>
  ) : null;
}
