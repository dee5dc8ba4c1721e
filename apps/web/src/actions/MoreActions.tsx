import { Button } from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { DeferredMenu, menuModule } from '../components/deferred-menu';
import type { MoreChoice } from './MoreActionsMenu';
import { actionMessages as m } from './messages';

const MENU = menuModule<MoreChoice>(() => import('./MoreActionsMenu').then((mod) => mod.MoreActionsMenu));

type Props = MoreChoice & { title: string };

// A row's other actions behind one "…" button, so that a list row keeps its width for the data;
// the detail page shows them all as buttons.
export function MoreActions({ items, title }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage(m.more, { name: title });
  return (
    <DeferredMenu
      menu={MENU}
      props={{ items }}
      trigger={
        <Button size="small" appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={label} title={label} />
      }
    />
  );
}
