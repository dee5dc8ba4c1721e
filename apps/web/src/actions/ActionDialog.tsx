import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type ActionDef, type ApiRecord, actionSchemaOf } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FilePicker } from '../form/FilePicker';
import { formMessages } from '../form/messages';
import { translateText } from '../i18n/translate-text';
import { actionMessages as m } from './messages';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

type Props = {
  action: ActionDef;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (body?: ApiRecord) => void;
};

// What will happen, said before it happens; refusals ask for the reason the registrant will read.
export function ActionDialog({ action, name, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const submit = () => {
    if (action.upload) {
      if (!file) return setError(intl.formatMessage(formMessages.noFileChosen));
      return onConfirm({ [action.upload]: file });
    }
    const schema = actionSchemaOf(action);
    if (!action.reason || !schema) return onConfirm();
    const parsed = schema.safeParse({ [action.reason]: reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    onConfirm(parsed.data);
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.title, { action: intl.formatMessage(action.label), name })}</DialogTitle>
            <DialogContent className={styles.content}>
              {action.confirmText ? <p>{intl.formatMessage(action.confirmText, { name })}</p> : null}
              {action.reason && action.reasonLabel ? (
                <Field
                  label={intl.formatMessage(action.reasonLabel)}
                  required
                  validationMessage={error ? translateText(intl, error) : undefined}
                >
                  <Textarea
                    value={reason}
                    resize="vertical"
                    onChange={(_, d) => {
                      setReason(d.value);
                      setError(null);
                    }}
                  />
                </Field>
              ) : null}
              {action.upload ? (
                <Field required validationMessage={error ?? undefined}>
                  <FilePicker
                    label={intl.formatMessage(formMessages.chooseFile)}
                    onFiles={(files) => {
                      setFile(files[0] ?? null);
                      setError(null);
                    }}
                  />
                </Field>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {intl.formatMessage(action.label)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
