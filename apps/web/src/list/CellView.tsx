import { Badge, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { type DomainMessage, type FieldDef, formatDate, isoDayIn, type Locale } from '@rec/domain';
import { type IntlShape, useIntl } from 'react-intl';
import { EmailText } from '../components/EmailText';
import { detailMessages as d } from '../show/messages';
import { useDownloadFile } from '../show/use-download-file';
import { ChoiceTags } from './ChoiceTags';
import { cellText, storedFileOf } from './cells';

const useStyles = makeStyles({
  marked: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', rowGap: tokens.spacingVerticalXXS },
  note: { color: tokens.colorNeutralForeground2 },
  // A hash or an id of many characters: cut with an ellipsis (the whole in its tooltip) rather
  // than widening its column past the page.
  long: { display: 'block', maxWidth: '16em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

// A word longer than this (a blockchain hash, a transaction id) cannot wrap and is cut instead.
const LONG_WORD = 24;
const hasLongWord = (text: string) => text.split(/\s+/).some((word) => word.length > LONG_WORD);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// A mark's values may hold ISO days: they are written in the user's date format.
const say = (intl: IntlShape, message: DomainMessage) =>
  intl.formatMessage(
    message,
    Object.fromEntries(
      Object.entries(message.values ?? {}).map(([k, v]) => [
        k,
        typeof v === 'string' && ISO_DAY.test(v) ? formatDate(v, { locale: intl.locale as Locale }) : v,
      ]),
    ),
  );

type Row = Record<string, unknown>;

// One cell of a list: the value as text, a stored file as its download, and the field's mark
// (a badge and why) when the record has one.
export function CellView({ field, row }: { field: FieldDef; row: Row }) {
  const intl = useIntl();
  const styles = useStyles();
  const downloader = useDownloadFile();
  const value = row[field.name];
  const file = field.type === 'file' ? storedFileOf(value) : null;
  if (file)
    return (
      <Link
        as="button"
        disabled={downloader.busy === file.id}
        aria-label={intl.formatMessage(d.download, { name: file.name })}
        onClick={() => void downloader.download(file)}
      >
        {file.name}
      </Link>
    );
  if (field.type === 'choices' && Array.isArray(value)) return <ChoiceTags field={field} values={value} max={3} />;
  const text = cellText(intl, field, value);
  const mark = field.mark?.(row, isoDayIn(new Date()));
  // <bdi>: a code or a company name keeps its own direction inside an Arabic page
  // ("UTE.BL.SP.033938-5.01", "Verde S.A." would otherwise have their hyphen and dot moved).
  // An address breaks before its @ when the column is narrow, never inside a word (item 15).
  if (!mark && field.type === 'email') return <EmailText text={text} />;
  if (!mark && field.type === 'text' && hasLongWord(text))
    return (
      <bdi className={styles.long} title={text}>
        {text}
      </bdi>
    );
  if (!mark) return <bdi>{text}</bdi>;
  const color = mark.tone === 'danger' ? 'danger' : 'warning';
  return (
    <span className={styles.marked}>
      {mark.badge ? text : null}
      <Badge appearance="tint" color={color}>
        {mark.badge ? say(intl, mark.badge) : text}
      </Badge>
      {mark.note ? <Caption1 className={styles.note}>{say(intl, mark.note)}</Caption1> : null}
    </span>
  );
}
