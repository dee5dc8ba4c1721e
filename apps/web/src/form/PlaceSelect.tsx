import { Select } from '@fluentui/react-components';
import { resourceApi } from '@rec/domain';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import type { FieldKindProps } from './field-kind';
import { useFormContext, useWatch } from './form-state';
import { lookupMessages as l } from './lookup-messages';
import { formMessages as m } from './messages';

type Place = { value: string; label: string };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

// The states (GET /geo/states) or the municipalities of the form's `uf` (GET
// /geo/states/{uf}/cities), from the public service or the API's own list when it is offline.
const usePlaces = (kind: 'uf' | 'city', uf: string) => {
  const api = useApi();
  const key = kind === 'uf' ? ['geo', 'states'] : uf ? ['geo', 'cities', uf] : null;
  return useSWR(key, async (): Promise<Place[]> => {
    const registrants = resourceApi(api, 'registrants');
    if (kind === 'uf') {
      const page = await registrants.page('states');
      return page.data.map((s) => ({ value: text(s.uf), label: `${text(s.name)} (${text(s.uf)})` }));
    }
    const page = await registrants.page('cities', { path: { uf } });
    return page.data.map((c) => ({ value: text(c.name), label: text(c.name) }));
  });
};

// A state, or a municipality of the chosen state. A value the list lacks (typed before, filled
// by a lookup while the list loads) stays chosen. A new state clears the municipality.
function PlaceSelect({ field, control, invalid, kind }: FieldKindProps & { kind: 'uf' | 'city' }) {
  const intl = useIntl();
  const form = useFormContext();
  const [uf] = useWatch(form, ['uf']);
  const { data, error } = usePlaces(kind, text(uf));
  const value = text(control.value);
  const places = data ?? [];
  const shown = value && !places.some((p) => p.value === value) ? [{ value, label: value }, ...places] : places;
  const waiting = kind === 'city' && !text(uf);
  const empty = error ? l.placesFailed : waiting ? l.chooseState : m.choose;
  return (
    <Select
      name={field.name}
      ref={control.ref}
      aria-invalid={invalid || undefined}
      disabled={waiting}
      value={value}
      onChange={(_, d) => {
        control.onChange(d.value);
        if (kind === 'uf' && d.value !== text(uf) && 'city' in form.getValues()) form.setValue('city', '');
      }}
      onBlur={control.onBlur}
    >
      <option value="">{intl.formatMessage(empty)}</option>
      {shown.map((place) => (
        <option key={place.value} value={place.value}>
          {place.label}
        </option>
      ))}
    </Select>
  );
}

export const StateSelect = (props: FieldKindProps) => <PlaceSelect {...props} kind="uf" />;
export const CitySelect = (props: FieldKindProps) => <PlaceSelect {...props} kind="city" />;
