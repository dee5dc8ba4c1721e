import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { navigateTo } from '../app/location';
import { verifyMessages as m } from './messages';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // Level with the input, below the field's label (one line of text and the field's gap).
  submit: {
    marginTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS})`,
    // On a phone the button wraps under the field: no label to line up with there.
    '@media (max-width: 480px)': { marginTop: 0 },
  },
  field: { flexGrow: 1, minWidth: '240px' },
  input: { fontFamily: tokens.fontFamilyMonospace, textTransform: 'uppercase' },
});

// Typing a code puts it in the address: /verify/<code> is the page a QR code opens, and a link
// to the result can be shared.
export function CodeForm({ code }: { code: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const [value, setValue] = useState(code);
  useEffect(() => setValue(code), [code]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim().replace(/\s+/g, '');
    if (typed) navigateTo(`/verify/${encodeURIComponent(typed)}`);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <Field className={styles.field} label={intl.formatMessage(m.codeLabel)} hint={intl.formatMessage(m.codeHint)}>
        <Input
          input={{ className: styles.input, dir: 'ltr' }}
          value={value}
          onChange={(_, data) => setValue(data.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
        />
      </Field>
      <Button className={styles.submit} appearance="primary" type="submit">
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
