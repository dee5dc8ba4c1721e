import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { Checkmark20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CceeReport } from './CceeReport';
import { importMessages as m } from './messages';
import { PreviewGrid } from './PreviewGrid';
import type { Preview } from './types';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

// Without onCommit the rows are only shown (a committed batch opened from the history).
type Props = { preview: Preview; onCommit?: () => void; onDiscard?: () => void };

// The preview: the counts, the CCEE report where there is one, every row (or only those in
// error), and the one button that writes anything.
export function PreviewPanel({ preview, onCommit, onDiscard }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const withErrors = preview.rows.filter((row) => row.errors.length > 0);
  const rows = onlyErrors ? withErrors : preview.rows;
  const title = intl.formatMessage(onCommit ? m.previewTitle : m.rowsLabel);
  return (
    <section className={styles.panel} aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      <Text role="status">
        {intl.formatMessage(m.counts, { total: preview.total, valid: preview.valid, invalid: preview.invalid })}
      </Text>
      {preview.diff ? <CceeReport preview={preview} /> : null}
      <div className={styles.row}>
        <ToggleButton checked={!onlyErrors} onClick={() => setOnlyErrors(false)}>
          {intl.formatMessage(m.showAll, { count: preview.rows.length })}
        </ToggleButton>
        <ToggleButton checked={onlyErrors} onClick={() => setOnlyErrors(true)}>
          {intl.formatMessage(m.showErrors, { count: withErrors.length })}
        </ToggleButton>
      </div>
      <PreviewGrid key={String(onlyErrors)} rows={rows} label={intl.formatMessage(m.rowsLabel)} />
      {onCommit && preview.valid === 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(m.nothingToCommit)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {onCommit && onDiscard ? (
        <div className={styles.row}>
          {preview.valid > 0 ? (
            <Button appearance="primary" icon={<Checkmark20Regular />} onClick={onCommit}>
              {intl.formatMessage(m.commit, { count: preview.valid })}
            </Button>
          ) : null}
          <Button icon={<Dismiss20Regular />} onClick={onDiscard}>
            {intl.formatMessage(m.discard)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
