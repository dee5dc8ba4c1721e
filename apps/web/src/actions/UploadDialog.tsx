import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ActionDef, ResourceName } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FilePicker } from '../form/FilePicker';
import { detailMessages as d } from '../show/messages';
import { useUploadFiles } from '../show/use-upload-files';
import { actionMessages as m } from './messages';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

type Props = {
  resource: ResourceName;
  id: number;
  action: ActionDef & { upload: string };
  name: string;
  onClose: () => void;
};

// An action that sends one file (an invoice's receipt): pick it, send it with a progress bar the
// user can cancel; the dialog closes once the server has it.
export function UploadDialog({ resource, id, action, name, onClose }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const [file, setFile] = useState<File | null>(null);
  const uploader = useUploadFiles(resource, id, {
    upload: action.operation,
    part: action.upload,
    done: action.success,
  });
  const percent = Math.round((uploader.progress ?? 0) * 100);
  const send = async () => {
    if (file && (await uploader.start([file]))) onClose();
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.title, { action: intl.formatMessage(action.label), name })}</DialogTitle>
          <DialogContent className={styles.content}>
            {action.confirmText ? <Text>{intl.formatMessage(action.confirmText, { name })}</Text> : null}
            {uploader.progress === null ? (
              <FilePicker label={intl.formatMessage(m.chooseFile)} onFiles={(files) => setFile(files[0] ?? null)} />
            ) : (
              <>
                <ProgressBar value={uploader.progress} aria-label={intl.formatMessage(d.uploading, { percent })} />
                <Text>{intl.formatMessage(d.uploading, { percent })}</Text>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={uploader.progress === null ? onClose : uploader.cancel}>
              {intl.formatMessage(uploader.progress === null ? m.cancel : d.cancelUpload)}
            </Button>
            <Button appearance="primary" disabled={!file || uploader.progress !== null} onClick={() => void send()}>
              {intl.formatMessage(m.send)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
