import { Button, Caption1, Combobox, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { resourceApi } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { lookupMessages as lm } from '../form/lookup-messages';
import { useDebounced } from '../list/use-debounced';
import { offerMessages as m } from './messages';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingBlock: tokens.spacingVerticalXS,
  },
  add: { display: 'flex', alignItems: 'flex-end', columnGap: tokens.spacingHorizontalS },
  input: { minWidth: '18rem' },
  hint: { color: tokens.colorNeutralForeground3 },
});

type Match = { accountCode: string; participant_name: string };

// Other participants' trade accounts matching what is typed (code prefix or holder's name): the
// transfer form's destination lookup, which answers exactly those.
const useMatches = (term: string) => {
  const api = useApi();
  return useSWR(term.length >= 2 ? ['transfers', 'destinations', term] : null, async () => {
    const answer = (await resourceApi(api, 'transfers').call('destinations', { query: { q: term } })) as {
      data?: Match[];
    };
    return answer.data ?? [];
  });
};

// The sender accounts whose offers are accepted at once: listed with a remove button each, and
// one more added by searching other participants' accounts.
export function SenderAccounts({
  accounts,
  onChange,
}: {
  accounts: readonly string[];
  onChange: (accounts: readonly string[]) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed.trim(), 300);
  const { data } = useMatches(term);
  const found = (data ?? []).filter((a) => !accounts.includes(a.accountCode));
  const add = (code: string) => {
    const clean = code.trim();
    if (clean && !accounts.includes(clean)) onChange([...accounts, clean]);
    setTyped('');
  };
  return (
    <section className={styles.box} aria-label={intl.formatMessage(m.autoTitle)}>
      <Text weight="semibold">{intl.formatMessage(m.autoTitle)}</Text>
      <Caption1 className={styles.hint}>{intl.formatMessage(m.autoIntro)}</Caption1>
      {accounts.length === 0 ? <Text>{intl.formatMessage(m.autoEmpty)}</Text> : null}
      <ul className={styles.list}>
        {accounts.map((code) => (
          <li key={code} className={styles.row}>
            <bdi>{code}</bdi>
            <Button
              appearance="subtle"
              icon={<Delete20Regular />}
              aria-label={intl.formatMessage(m.remove, { account: code })}
              onClick={() => onChange(accounts.filter((a) => a !== code))}
            />
          </li>
        ))}
      </ul>
      <div className={styles.add}>
        <Field label={intl.formatMessage(m.sender)}>
          <Combobox
            freeform
            className={styles.input}
            autoComplete="off"
            placeholder={intl.formatMessage(lm.destinationPlaceholder)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onOptionSelect={(_, d) => {
              if (d.optionValue) add(d.optionValue);
            }}
          >
            {found.map((a) => {
              const label = `${a.accountCode} — ${a.participant_name}`;
              return (
                <Option key={a.accountCode} value={a.accountCode} text={label}>
                  {label}
                </Option>
              );
            })}
          </Combobox>
        </Field>
        <Button disabled={typed.trim() === ''} onClick={() => add(typed)}>
          {intl.formatMessage(m.add)}
        </Button>
      </div>
    </section>
  );
}
