import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { actionMessages as m } from '../actions/messages';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

type Props = {
  title: string;
  // The primary button says what the dialog does; Enter in its inputs does the same.
  submit: { label: string; disabled?: boolean };
  onSubmit: () => void;
  // Escape, the backdrop, and the Cancel button unless `cancel` says otherwise (an upload in
  // flight cancels the upload instead).
  onDismiss: () => void;
  cancel?: { label: string; onClick: () => void };
  open?: boolean;
  children?: ReactNode;
};

// Every dialog that asks before doing (an action, a tool, an upload, a bulk change, a delete)
// shares this frame: the title, what it asks, then Cancel and the action.
export function DialogForm({ title, submit, onSubmit, onDismiss, cancel, open = true, children }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onDismiss())}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button onClick={cancel?.onClick ?? onDismiss}>{cancel?.label ?? intl.formatMessage(m.cancel)}</Button>
              <Button appearance="primary" type="submit" disabled={submit.disabled}>
                {submit.label}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
