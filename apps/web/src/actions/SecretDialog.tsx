import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import type { Label } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { actionMessages as m } from './messages';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'center' },
  secret: { flexGrow: 1, fontFamily: tokens.fontFamilyMonospace },
});

type Props = { label: Label; secret: string; onClose: () => void };

// A secret the server answers this once (a machine client's, a webhook's): shown here with a copy
// button and the warning, never put in the address or a cache; closing the dialog forgets it.
export function SecretDialog({ label, secret, onClose }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const [copied, setCopied] = useState<boolean | null>(null);
  const title = intl.formatMessage(label);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the text is selectable instead.
      setCopied(false);
    }
  };
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning">
              <MessageBarBody>{intl.formatMessage(m.secretOnce)}</MessageBarBody>
            </MessageBar>
            <Field
              label={title}
              validationState={copied === null ? 'none' : copied ? 'success' : 'warning'}
              validationMessage={
                copied === null ? undefined : intl.formatMessage(copied ? m.secretCopied : m.secretCopyFailed)
              }
            >
              <div className={styles.row}>
                <Input
                  className={styles.secret}
                  readOnly
                  value={secret}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button icon={<Copy20Regular />} onClick={() => void copy()}>
                  {intl.formatMessage(m.copy)}
                </Button>
              </div>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage(m.secretDone)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
