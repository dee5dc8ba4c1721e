import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { canAccess, REPORT_FILTER_FIELDS, type ReportDecl, type ResourceName, reportParams } from '@rec/domain';
import { useIntl } from 'react-intl';
import { ReferenceSelect } from '../form/ReferenceSelect';
import { MonthFilter } from '../list/MonthFilter';
import { listMessages as m } from '../list/messages';
import { useSession } from '../session/SessionProvider';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '180px' },
});

type Props = {
  decl: ReportDecl;
  values: Readonly<Record<string, string>>;
  onChange: (param: string, value: string) => void;
};

// The filters the report declares (period, organisations, plant, scheme, status, emission). A
// choice of organisation is offered only to whom may list them: a registrant's reports are
// already its own, and the server restricts them whatever the address says.
export function ReportFilters({ decl, values, onChange }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const { snapshot } = useSession();
  const params = reportParams(decl).filter((p) => {
    const reference = REPORT_FILTER_FIELDS[p].reference as ResourceName | undefined;
    return !reference || canAccess(snapshot?.userType, { resource: reference, action: 'list' });
  });
  const required = (p: string) => (decl.required ?? []).some((f) => f === p);
  return (
    <section className={styles.bar} aria-label={intl.formatMessage(m.filters)}>
      {params.map((p) => {
        const def = REPORT_FILTER_FIELDS[p];
        const value = values[p] ?? '';
        const set = (v: string) => onChange(p, v);
        return (
          <Field key={p} label={intl.formatMessage(def.label)} className={styles.field} required={required(p)}>
            {def.input === 'reference' && def.reference ? (
              <ReferenceSelect
                name={p}
                reference={def.reference as ResourceName}
                value={value}
                onChange={set}
                onBlur={() => undefined}
                ref={null}
                emptyLabel={m.all}
              />
            ) : def.input === 'select' ? (
              <Select value={value} onChange={(_, d) => set(d.value)}>
                <option value="">{intl.formatMessage(m.all)}</option>
                {(p === 'status' ? (decl.statuses ?? []) : (def.options ?? [])).map((o) => (
                  <option key={o.value} value={o.value}>
                    {intl.formatMessage(o.label)}
                  </option>
                ))}
              </Select>
            ) : def.input === 'number' ? (
              <Input type="number" value={value} min={1} onChange={(_, d) => set(d.value)} />
            ) : (
              // The months as the lists offer them ('Todos' when none), never the browser's
              // month input with its "--------- ----" (issue 36 item 15).
              <MonthFilter value={value} onChange={set} />
            )}
          </Field>
        );
      })}
    </section>
  );
}
