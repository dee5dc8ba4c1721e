import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { canAccess, type FieldDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import { ReferenceSelect } from '../form/ReferenceSelect';
import { useSession } from '../session/SessionProvider';
import { MonthFilter } from './MonthFilter';
import { listMessages as m } from './messages';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '180px' },
});

type Props = {
  filters: readonly FieldDef[];
  values: Readonly<Record<string, string>>;
  // A route's preset filters are fixed (enterprises/request is the pending ones): not shown.
  fixed: readonly string[];
  // Choices a route narrows a filter to (the rejected emissions' statuses).
  narrow: Readonly<Record<string, readonly string[]>> | null;
  onChange: (field: string, value: string) => void;
};

// The resource's filters as a bar above the grid; each choice goes to the address.
export function FilterBar({ filters, values, fixed, narrow, onChange }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const role = useSession().snapshot?.userType;
  // A reference the role cannot list (a registrant's staff, the registrant) is the server's scope.
  // A lookup's options come from its own list (a participant's plants from its certificates), so
  // that list's grant decides.
  const shown = filters.filter(
    (filter) =>
      !fixed.includes(filter.name) &&
      // A route that narrows a filter to nothing has no use for it (the received offers' receiver is oneself).
      narrow?.[filter.name]?.length !== 0 &&
      // A filter that is no column (the emissions' status group) serves a route's preset only.
      filter.column &&
      (!filter.reference || canAccess(role, { resource: filter.lookup?.resource ?? filter.reference, action: 'list' })),
  );
  if (shown.length === 0) return null;
  return (
    <section className={styles.bar} aria-label={intl.formatMessage(m.filters)}>
      {shown.map((filter) => {
        const value = values[filter.name] ?? '';
        return (
          <Field key={filter.name} label={intl.formatMessage(filter.label)} className={styles.field}>
            {filter.reference ? (
              <ReferenceSelect
                name={filter.name}
                reference={filter.reference}
                lookup={filter.lookup}
                value={value}
                onChange={(v) => onChange(filter.name, v)}
                onBlur={() => undefined}
                ref={null}
                emptyLabel={m.all}
              />
            ) : filter.input === 'month' ? (
              <MonthFilter value={value} onChange={(v) => onChange(filter.name, v)} />
            ) : (
              <Select value={value} onChange={(_, d) => onChange(filter.name, d.value)}>
                <option value="">{intl.formatMessage(m.all)}</option>
                {(filter.options ?? [])
                  .filter((o) => !narrow?.[filter.name] || narrow[filter.name]?.includes(o.value))
                  .map((o) => (
                    <option key={o.value} value={o.value}>
                      {intl.formatMessage(o.label)}
                    </option>
                  ))}
              </Select>
            )}
          </Field>
        );
      })}
    </section>
  );
}
