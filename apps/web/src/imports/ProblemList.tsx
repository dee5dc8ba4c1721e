import { makeStyles, tokens } from '@fluentui/react-components';
import { fillFromServer, SERVER_TEXTS } from '@rec/domain';
import { type IntlShape, useIntl } from 'react-intl';
import { importMessages as m } from './messages';

const useStyles = makeStyles({
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

// The server names a refused cell by its path, "linha 3.Mês"; the user reads "Linha 3, coluna Mês".
// A column the file lacks is named by itself and is shown as it comes.
const problemText = (intl: IntlShape, [field, text]: [string, string]) => {
  const cell = fillFromServer(SERVER_TEXTS.linhaColuna, field);
  return cell?.values ? intl.formatMessage(m.problemAt, { ...cell.values, text }) : `${field}: ${text}`;
};

// What made the server refuse a whole file, one line per cell or column, the first 20.
export function ProblemList({ problems }: { problems: readonly [string, string][] }) {
  const intl = useIntl();
  const styles = useStyles();
  if (problems.length === 0) return null;
  return (
    <ul className={styles.problems}>
      {problems.slice(0, 20).map((problem) => (
        <li key={problem[0]}>{problemText(intl, problem)}</li>
      ))}
    </ul>
  );
}
