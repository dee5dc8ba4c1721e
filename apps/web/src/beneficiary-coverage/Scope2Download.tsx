import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { exportBeneficiaryScope2, SCOPE2_FORMATS, type Scope2Format } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import { downloadBlob } from '../list/use-export';
import { useNotify } from '../notify/NotifyProvider';
import { coverageMessages as m } from './messages';

type Props = { id: number; year: number; code: string };

// "Baixar relatório Escopo 2": XLSX (summary and hourly sheets), CSV or JSON from its menu; the server writes the file (a call, not a link: the bearer token cannot ride on
// an href), failures are a notice and the page stays.
export function Scope2Download({ id, year, code }: Props) {
  const intl = useIntl();
  const api = useApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (format: Scope2Format) => {
    setBusy(true);
    try {
      const blob = await exportBeneficiaryScope2(api, id, { year, format });
      downloadBlob(blob, `escopo2-${code || id}-${year}.${format}`);
    } catch {
      notify({ message: m.downloadFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="primary" icon={<ArrowDownload20Regular />} disabled={busy}>
          {intl.formatMessage(m.download)}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {SCOPE2_FORMATS.map((format) => (
            <MenuItem key={format} onClick={() => void download(format)}>
              {intl.formatMessage(m.downloadAs, { format: format.toUpperCase() })}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
