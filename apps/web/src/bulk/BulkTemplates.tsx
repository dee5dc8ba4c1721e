import { Button, Caption1 } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { type BulkKind, bulkTemplate } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import { downloadBlob } from '../list/use-export';
import { useNotify } from '../notify/NotifyProvider';
import { bulkMessages as m } from './messages';
import { useBulkStyles } from './styles';

const FORMATS = ['xlsx', 'csv'] as const;
const FILES: Record<BulkKind, string> = {
  transfers: 'modelo-transferencias-em-lote',
  retirements: 'modelo-resgates-em-lote',
};

// The kind's templates, one per format the reader takes: a call, since the bearer cannot ride on an href.
export function BulkTemplates({ kind }: { kind: BulkKind }) {
  const intl = useIntl();
  const styles = useBulkStyles();
  const api = useApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (format: (typeof FORMATS)[number]) => {
    setBusy(true);
    try {
      downloadBlob(await bulkTemplate(api, kind, format), `${FILES[kind]}.${format}`);
    } catch {
      notify({ message: m.templateFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.row}>
      {FORMATS.map((format) => (
        <Button key={format} icon={<ArrowDownload20Regular />} disabled={busy} onClick={() => void download(format)}>
          {intl.formatMessage(m.template, { format: format.toUpperCase() })}
        </Button>
      ))}
      <Caption1 className={styles.note}>{intl.formatMessage(m.templateNote)}</Caption1>
    </div>
  );
}
