import {
  isResourceLoaded,
  type Lookup,
  listOptions,
  OPTION_SOURCES,
  optionTitle,
  type ResourceName,
  resource,
  resourceApi,
} from '@rec/domain';
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
// option per value (the plants of many certificates). A reference with an option source (a
// list's plant filter) needs no definition; a lookup reads its list's.
export const useLookupOptions = (reference: ResourceName, lookup?: Lookup) => {
  const api = useApi();
  const intl = useIntl();
  const source = lookup?.resource ?? reference;
  useResources(...(lookup ? [source] : OPTION_SOURCES[reference] ? [] : [reference]));
  const query = lookup?.query ?? {};
  const { data, error } = useSWR([source, 'options', JSON.stringify(query)], () => {
    const page = { page: 1, amount: OPTION_LIMIT, ...query };
    return lookup ? resourceApi(api, source).list(page) : listOptions(api, source, page);
  });
  const valueField = lookup?.value ?? 'id';
  const labelFields = lookup?.label ?? [optionTitle(reference)];
  const options = useMemo(() => {
    const seen = new Map<string, LookupOption>();
    // An option source's title is a text field: written as is.
    const defs = isResourceLoaded(source) ? resource(source).fields : [];
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
