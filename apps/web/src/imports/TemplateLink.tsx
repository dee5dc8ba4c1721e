import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { type ImportDef, type ImportTemplate, resourceApi } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import { downloadBlob } from '../list/use-export';
import { useNotify } from '../notify/NotifyProvider';
import { importMessages as m } from './messages';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground2 },
});

// "XLSX", "CSV": what tells two templates of one import apart on their buttons.
const formatOf = (t: ImportTemplate) => t.file.slice(t.file.lastIndexOf('.') + 1).toUpperCase();

// The import's templates (their exact columns and one example row), one per format it reads, from
// the server that reads the file: a call rather than a link, because the session's bearer token
// cannot ride on an href.
export function TemplateLink({ def }: { def: ImportDef }) {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!def.templates.length) return null;
  const several = def.templates.length > 1;
  const download = async (template: ImportTemplate) => {
    setBusy(true);
    try {
      const blob = await resourceApi(api, def.resource).file('template', { path: { kind: template.kind } });
      downloadBlob(blob, template.file);
    } catch {
      notify({ message: m.templateFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.list}>
      {def.templates.map((template) => (
        <div key={template.kind} className={styles.row}>
          <Button
            appearance="secondary"
            icon={<ArrowDownload20Regular />}
            disabled={busy}
            onClick={() => void download(template)}
          >
            {several
              ? intl.formatMessage(m.templateAs, { format: formatOf(template) })
              : intl.formatMessage(m.template)}
          </Button>
          <Caption1 className={styles.note}>{intl.formatMessage(m.templateNote, { file: template.file })}</Caption1>
        </div>
      ))}
    </div>
  );
}
