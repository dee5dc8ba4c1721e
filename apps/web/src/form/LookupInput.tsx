import { Button, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { isValidCep, isValidCnpj, resourceApi, toDomainError } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import type { FieldKindProps } from './field-kind';
import { lookupMessages as m } from './lookup-messages';
import { useFill } from './use-fill';

const useStyles = makeStyles({
  row: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { flexGrow: 1 },
});

type Status = 'idle' | 'busy' | 'filled' | 'partial' | 'notFound' | 'invalid' | 'failed';
type Note = Exclude<Status, 'idle' | 'busy'>;
const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

// What each lookup field asks of the registrants' calls: how many digits, which operation and
// path parameter, and its texts. `partial` is an answer that fills less than an address (an
// offline CEP gives only its state).
const LOOKUPS = {
  cnpj: {
    digits: 14,
    valid: isValidCnpj,
    operation: 'cnpj',
    param: 'id',
    search: m.cnpjSearch,
    notes: {
      filled: m.cnpjFilled,
      partial: m.cnpjFilled,
      notFound: m.cnpjNotFound,
      invalid: m.cnpjInvalid,
      failed: m.cnpjFailed,
    },
  },
  cep: {
    digits: 8,
    valid: isValidCep,
    operation: 'cep',
    param: 'cep',
    search: m.cepSearch,
    notes: {
      filled: m.cepFilled,
      partial: m.cepStateOnly,
      notFound: m.cepNotFound,
      invalid: m.cepInvalid,
      failed: m.cepFailed,
    },
  },
} as const;

// A code input with a lookup: the answer fills the form's fields of the same names (a CNPJ the
// company's, a CEP the address). It runs on the button, and on leaving the field complete.
function LookupInput({ field, control, invalid, kind }: FieldKindProps & { kind: keyof typeof LOOKUPS }) {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const fill = useFill();
  const lookup = LOOKUPS[kind];
  const [status, setStatus] = useState<Status>('idle');
  const run = async () => {
    const digits = digitsOf(control.value);
    if (digits.length !== lookup.digits) return setStatus('invalid');
    // Wrong check digits are the field's own error (form-schema.ts), shown by checking it: no call,
    // and no "could not look it up" note while the server is asked about a code that cannot exist.
    if (!lookup.valid(String(control.value))) {
      setStatus('idle');
      return control.onBlur();
    }
    setStatus('busy');
    try {
      const answer = await resourceApi(api, 'registrants').call(lookup.operation, { path: { [lookup.param]: digits } });
      const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
      fill(record, field.name);
      setStatus(kind === 'cep' && !record.city ? 'partial' : 'filled');
    } catch (error) {
      setStatus(toDomainError(error).status === 404 ? 'notFound' : 'failed');
    }
  };
  return (
    <>
      <div className={styles.row}>
        <Input
          className={styles.input}
          name={control.name}
          ref={control.ref}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          value={typeof control.value === 'string' ? control.value : ''}
          onChange={(_, data) => {
            control.onChange(data.value);
            setStatus('idle');
          }}
          onBlur={(event) => {
            control.onBlur(event);
            const value = String(control.value ?? '');
            if (digitsOf(value).length === lookup.digits && lookup.valid(value) && status === 'idle') void run();
          }}
        />
        <Button icon={<Search20Regular />} disabled={status === 'busy'} onClick={() => void run()}>
          {intl.formatMessage(status === 'busy' ? m.searching : lookup.search)}
        </Button>
      </div>
      {status !== 'idle' && status !== 'busy' ? (
        <Text role="status" size={200}>
          {intl.formatMessage(lookup.notes[status satisfies Note])}
        </Text>
      ) : null}
    </>
  );
}

export const CnpjInput = (props: FieldKindProps) => <LookupInput {...props} kind="cnpj" />;
export const CepInput = (props: FieldKindProps) => <LookupInput {...props} kind="cep" />;
