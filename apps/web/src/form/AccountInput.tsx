import { Combobox, Option } from '@fluentui/react-components';
import { type AccountSearch, resourceApi } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useDebounced } from '../list/use-debounced';
import type { FieldKindProps } from './field-kind';
import { useFormContext, useWatch } from './form-state';
import { lookupMessages as m } from './lookup-messages';

type Match = { accountCode: string; participant_name: string };
const text = (value: unknown) => (typeof value === 'string' ? value : '');
// The contracts ask for 2 characters: one would match half the ledger.
const MIN_TERM = 2;

// Accounts matching what is typed (code prefix or holder's name), other than the excluded one.
const useMatches = (search: AccountSearch | undefined, term: string, excluded: string) => {
  const api = useApi();
  const key = search && term.length >= MIN_TERM ? [search.resource, search.operation, term, excluded] : null;
  return useSWR(key, async (): Promise<Match[]> => {
    if (!search) return [];
    const query = { q: term, ...(excluded ? { exclude: excluded } : {}) };
    const answer = (await resourceApi(api, search.resource).call(search.operation, { query })) as { data?: Match[] };
    return answer.data ?? [];
  });
};

// An account code is typed (the contracts take codes) and the accounts matching it are suggested
// as "código — titular" after a pause in typing; picking one fills the code. A code that matches
// nothing is still sent, for the server to refuse on the field (ADR 0088). Any account field
// whose definition names a `search` uses it (a transfer's destination today).
export function AccountInput({ field, control, invalid }: FieldKindProps) {
  const intl = useIntl();
  const form = useFormContext();
  const search = field.search;
  const [excluded] = useWatch(form, search?.exclude ? [search.exclude] : []);
  const value = text(control.value);
  const term = useDebounced(value.trim(), 300);
  const { data, error } = useMatches(search, term, text(excluded));
  // Only the answer to what the input now says: no earlier term's accounts while the next is asked.
  const current = term.length >= MIN_TERM && term === value.trim();
  const found = current ? (data ?? []) : [];
  const none = error ? m.placesFailed : m.destinationNone;
  const said = current && Boolean(error || (data && found.length === 0));
  // Typing asks the list open; it shows once there is something in it, not as an empty box
  // while the first answer is on its way.
  const [wanted, setWanted] = useState(false);
  return (
    <Combobox
      freeform
      name={field.name}
      ref={control.ref}
      aria-invalid={invalid || undefined}
      autoComplete="off"
      placeholder={intl.formatMessage(m.destinationPlaceholder)}
      value={value}
      open={wanted && (found.length > 0 || said)}
      onOpenChange={(_, d) => setWanted(d.open)}
      onChange={(event) => control.onChange(event.target.value)}
      onOptionSelect={(_, d) => {
        if (d.optionValue) control.onChange(d.optionValue);
      }}
      onBlur={control.onBlur}
    >
      {found.map((a) => {
        const label = `${a.accountCode} — ${a.participant_name}`;
        return (
          <Option key={a.accountCode} value={a.accountCode} text={label}>
            {label}
          </Option>
        );
      })}
      {said ? (
        <Option disabled value="" text="">
          {intl.formatMessage(none)}
        </Option>
      ) : null}
    </Combobox>
  );
}
