import { makeStyles, tokens } from '@fluentui/react-components';
import type { ApiRecord, FieldDef, DetailSection as Section } from '@rec/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { EmailText } from '../components/EmailText';
import { Panel } from '../components/Panel';
import { ChoiceTags } from '../list/ChoiceTags';
import { cellText } from '../list/cells';
import { ItemsTable } from './ItemsTable';
import { LinkedText } from './LinkedText';
import { detailMessages as m } from './messages';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // A long text (a tutorial's steps) reads across the whole section, not in one narrow column.
  wide: { gridColumn: '1 / -1' },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

// A long text's web addresses are links (a tutorial's video); an e-mail address breaks before its
// @ only (the section's overflow-wrap would cut it anywhere); other values are plain text.
const shownValue = (field: FieldDef, text: string) => {
  if (field.type === 'longText' && text) return <LinkedText text={text} />;
  if (field.type === 'email' && text) return <EmailText text={text} />;
  return text;
};

const tags = (field: FieldDef, record: ApiRecord) =>
  field.type === 'choices' && Array.isArray(record[field.name]) && (record[field.name] as unknown[]).length > 0;
// Rows of an `items` field with columns of their own: a table, not one run of text.
const rows = (field: FieldDef, record: ApiRecord) =>
  field.type === 'items' && field.itemFields?.length && Array.isArray(record[field.name])
    ? (record[field.name] as Record<string, unknown>[])
    : null;
// A long text, a set of tags and a table read across the whole section, not in one narrow column.
const wide = (field: FieldDef, record: ApiRecord) =>
  field.type === 'longText' || tags(field, record) || !!rows(field, record)?.length;

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
          <div key={field.name} className={wide(field, record) ? styles.wide : undefined}>
            <dt className={styles.term}>{intl.formatMessage(field.label)}</dt>
            <dd className={styles.value}>
              {/* Chosen options as tags (each keeps its direction); any other value keeps its own
                  direction inside a page of the other (a CEG code in Arabic). */}
              {tags(field, record) ? (
                <ChoiceTags field={field} values={record[field.name] as unknown[]} />
              ) : rows(field, record)?.length ? (
                <ItemsTable field={field} rows={rows(field, record) ?? []} />
              ) : (
                <bdi>{shownValue(field, cellText(intl, field, record[field.name])) || intl.formatMessage(m.none)}</bdi>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
