import { Button, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { resourceApi, toDomainError } from '@rec/domain';
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

type Status = 'idle' | 'busy' | 'filled' | 'notFound' | 'invalid' | 'failed';
const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

// A CNPJ input with a lookup (GET /cnpj/{id}): the company's data fill the form's fields of the
// same names. The lookup runs on the button, and on leaving the field with 14 digits.
export function CnpjInput({ field, control, invalid }: FieldKindProps) {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const fill = useFill();
  const [status, setStatus] = useState<Status>('idle');
  const lookup = async () => {
    const digits = digitsOf(control.value);
    if (digits.length !== 14) return setStatus('invalid');
    setStatus('busy');
    try {
      const answer = await resourceApi(api, 'registrants').call('cnpj', { path: { id: digits } });
      fill(typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {}, field.name);
      setStatus('filled');
    } catch (error) {
      setStatus(toDomainError(error).status === 404 ? 'notFound' : 'failed');
    }
  };
  const note = { filled: m.cnpjFilled, notFound: m.cnpjNotFound, invalid: m.cnpjInvalid, failed: m.cnpjFailed };
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
          onBlur={() => {
            control.onBlur();
            if (digitsOf(control.value).length === 14 && status === 'idle') void lookup();
          }}
        />
        <Button icon={<Search20Regular />} disabled={status === 'busy'} onClick={() => void lookup()}>
          {intl.formatMessage(status === 'busy' ? m.cnpjSearching : m.cnpjSearch)}
        </Button>
      </div>
      {status !== 'idle' && status !== 'busy' ? (
        <Text role="status" size={200}>
          {intl.formatMessage(note[status])}
        </Text>
      ) : null}
    </>
  );
}
