import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { FieldDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import { choiceTexts } from './cells';
import { listMessages as m } from './messages';

const useStyles = makeStyles({
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS, margin: 0, padding: 0 },
  tag: { listStyleType: 'none' },
});

type Props = { field: FieldDef; values: readonly unknown[]; max?: number };

// A `choices` value as tags, a list of its labels; in a list row only the first `max` and "+N",
// every one in the tooltip, so a client of forty scopes keeps its row one line high.
export function ChoiceTags({ field, values, max }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const texts = choiceTexts(intl, field, values);
  const shown = max === undefined ? texts : texts.slice(0, max);
  const more = texts.length - shown.length;
  return (
    <ul className={styles.tags} title={more > 0 ? texts.join(', ') : undefined}>
      {shown.map((text) => (
        <li key={text} className={styles.tag}>
          <Badge appearance="tint" color="informative" shape="rounded">
            <bdi>{text}</bdi>
          </Badge>
        </li>
      ))}
      {more > 0 ? (
        <li className={styles.tag}>
          <Badge appearance="outline" color="informative" shape="rounded">
            {intl.formatMessage(m.more, { count: more })}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
