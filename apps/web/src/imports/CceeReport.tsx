import { Subtitle2, Text } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { CceeDiff } from './CceeDiff';
import { LineErrors } from './LineErrors';
import { importMessages as m } from './messages';
import { useReportStyles } from './report-styles';
import type { Preview } from './types';
import { UnmappedShares } from './UnmappedShares';

// The CCEE hourly file's report (ADR 0041): what was read, the lines rejected with their number,
// the shares no plant claims (never guessed), and the month's diff against what is recorded.
export function CceeReport({ preview }: { preview: Preview }) {
  const intl = useIntl();
  const styles = useReportStyles();
  const { encodings, diff } = preview;
  return (
    <div className={styles.report}>
      <Text>
        {intl.formatMessage(m.monthInfo, {
          month: String(preview.month ?? '').padStart(2, '0'),
          year: String(preview.year ?? ''),
          version: preview.version ?? 1,
          lines: preview.lines ?? 0,
          utf8: encodings?.utf8 ?? 0,
          latin1: encodings?.latin1 ?? 0,
        })}
      </Text>
      {preview.line_error_total ? (
        <LineErrors errors={preview.line_errors ?? []} total={preview.line_error_total} />
      ) : null}
      {preview.unmapped_shares?.length ? <UnmappedShares shares={preview.unmapped_shares} /> : null}
      {diff ? (
        <section className={styles.part} aria-label={intl.formatMessage(m.diffTitle)}>
          <Subtitle2 as="h3">{intl.formatMessage(m.diffTitle)}</Subtitle2>
          <CceeDiff diff={diff} />
        </section>
      ) : null}
    </div>
  );
}
