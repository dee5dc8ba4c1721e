import { makeStyles, tokens } from '@fluentui/react-components';
import type { ApiRecord, FieldDef, DetailSection as Section } from '@rec/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Panel } from '../components/Panel';
import { cellText } from '../list/cells';
import { detailMessages as m } from './messages';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

type Props = { section: Section; fields: readonly FieldDef[]; record: ApiRecord };

// One titled group of a record's fields, as a definition list (label, value).
export function DetailSection({ section, fields, record }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  const shown = section.fields.flatMap((name) => fields.filter((f) => f.name === name));
  return (
    // Named by its heading, each section is a region a screen reader can jump to.
    <Panel title={intl.formatMessage(section.label)} headingId={headingId}>
      <dl className={styles.list}>
        {shown.map((field) => (
          <div key={field.name}>
            <dt className={styles.term}>{intl.formatMessage(field.label)}</dt>
            <dd className={styles.value}>
              {/* A value keeps its own direction inside a page of the other (a CEG code in Arabic). */}
              <bdi>{cellText(intl, field, record[field.name]) || intl.formatMessage(m.none)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
