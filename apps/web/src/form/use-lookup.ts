import { type Lookup, type ResourceName, resource, resourceApi } from '@rec/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useResources } from '../app/use-resources';
import { cellText } from '../list/cells';

// Catalogues (sources for a technology, say) are short: the first 1000 rows are all of them.
const OPTION_LIMIT = 1000;

export type LookupOption = { value: string; label: string };

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

// The options of a reference: its own list by id and title, or a lookup's list by its value and
// label fields, each written as its list cell writes it (a CNPJ as 11.222.333/0001-81); one
// option per value (the plants of many certificates).
export const useLookupOptions = (reference: ResourceName, lookup?: Lookup) => {
  const api = useApi();
  const intl = useIntl();
  const source = lookup?.resource ?? reference;
  useResources(reference, source);
  const query = lookup?.query ?? {};
  const client = useMemo(() => resourceApi(api, source), [api, source]);
  const { data, error } = useSWR([source, 'options', JSON.stringify(query)], () =>
    client.list({ page: 1, amount: OPTION_LIMIT, ...query }),
  );
  const valueField = lookup?.value ?? 'id';
  const labelFields = lookup?.label ?? [resource(reference).title ?? 'id'];
  const options = useMemo(() => {
    const seen = new Map<string, LookupOption>();
    const defs = resource(source).fields;
    const shown = (name: string, value: unknown) => {
      const field = defs.find((f) => f.name === name);
      return field ? cellText(intl, field, value) : text(value);
    };
    for (const row of data?.data ?? []) {
      const value = text(row[valueField]);
      const label = labelFields
        .map((f) => shown(f, row[f]))
        .filter(Boolean)
        .join(' — ');
      if (value && !seen.has(value)) seen.set(value, { value, label: label || value });
    }
    return [...seen.values()];
  }, [data, valueField, labelFields, source, intl]);
  return { options, error, rows: data?.data ?? [] };
};
