import { Button } from '@fluentui/react-components';
import { ColumnTriple20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { DeferredMenu, menuModule } from '../components/deferred-menu';
import type { ColumnChoice } from './ColumnMenu';
import { listMessages as m } from './messages';

const MENU = menuModule<ColumnChoice>(() => import('./ColumnMenu').then((mod) => mod.ColumnMenu));

export function ColumnPicker(props: ColumnChoice) {
  const intl = useIntl();
  return (
    <DeferredMenu
      menu={MENU}
      props={props}
      trigger={<Button icon={<ColumnTriple20Regular />}>{intl.formatMessage(m.columns)}</Button>}
    />
  );
}
