import { Input, Select, Switch, Textarea } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { FileInput } from './FileInput';
import type { FieldKindProps } from './field-kind';
import { FIELD_KINDS } from './kinds';
import { formMessages as m } from './messages';
import { ReferenceSelect } from './ReferenceSelect';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

// One input per kind the registry names (field.input); what the user types is turned into the
// contract's value by the domain's form schema, not here.
export function FieldInput({ field, control, invalid }: FieldKindProps) {
  const intl = useIntl();
  const Bespoke = FIELD_KINDS[field.input];
  if (Bespoke)
    return (
      <Suspense fallback={null}>
        <Bespoke field={field} control={control} invalid={invalid} />
      </Suspense>
    );
  const common = { name: control.name, ref: control.ref, onBlur: control.onBlur, 'aria-invalid': invalid || undefined };
  const onText = (_: unknown, data: { value: string }) => control.onChange(data.value);
  const source = field.reference ?? field.lookup?.resource;
  switch (field.input) {
    case 'switch':
      return <Switch {...common} checked={control.value === true} onChange={(_, d) => control.onChange(d.checked)} />;
    case 'textarea':
      return <Textarea {...common} value={text(control.value)} onChange={onText} resize="vertical" />;
    // Text, not type=number: the browser would hand over '' for 'dez' and the rule could not say why.
    case 'number':
      return <Input {...common} inputMode="numeric" value={text(control.value)} onChange={onText} />;
    case 'decimal':
    case 'money':
      return <Input {...common} inputMode="decimal" value={text(control.value)} onChange={onText} />;
    case 'date':
      return (
        <Input
          {...common}
          placeholder={intl.formatMessage(m.datePlaceholder)}
          value={text(control.value)}
          onChange={onText}
        />
      );
    case 'select':
      return source ? (
        <ReferenceSelect
          {...common}
          reference={source}
          lookup={field.lookup}
          value={text(control.value)}
          onChange={control.onChange}
        />
      ) : (
        <Select {...common} value={text(control.value)} onChange={onText}>
          <option value="">{intl.formatMessage(m.choose)}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {intl.formatMessage(option.label)}
            </option>
          ))}
        </Select>
      );
    case 'file':
      return (
        <FileInput
          multiple={field.type === 'files'}
          label={intl.formatMessage(field.type === 'files' ? m.chooseFiles : m.chooseFile)}
          invalid={invalid}
          onChange={control.onChange}
        />
      );
    default:
      return (
        <Input
          {...common}
          type={field.input === 'email' || field.input === 'password' ? field.input : 'text'}
          value={text(control.value)}
          onChange={onText}
        />
      );
  }
}
