import { ProgressBar, Text } from '@fluentui/react-components';
import type { ActionDef, ResourceName } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DialogForm } from '../components/DialogForm';
import { FilePicker } from '../form/FilePicker';
import { detailMessages as d } from '../show/messages';
import { useUploadFiles } from '../show/use-upload-files';
import { actionMessages as m } from './messages';

type Props = {
  resource: ResourceName;
  id: number;
  action: ActionDef & { upload: string };
  name: string;
  onClose: () => void;
};

// The one dialog of an action that sends a file (an invoice's receipt): pick it, send it with a
// progress bar the user can cancel; the dialog closes once the server has it.
export function UploadDialog({ resource, id, action, name, onClose }: Props) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const uploader = useUploadFiles(resource, id, {
    upload: action.operation,
    part: action.upload,
    done: action.success,
  });
  const sending = uploader.progress !== null;
  const percent = Math.round((uploader.progress ?? 0) * 100);
  const send = async () => {
    if (file && !sending && (await uploader.start([file]))) onClose();
  };
  return (
    <DialogForm
      title={intl.formatMessage(m.title, { action: intl.formatMessage(action.label), name })}
      submit={{ label: intl.formatMessage(m.send), disabled: !file || sending }}
      onSubmit={() => void send()}
      onDismiss={onClose}
      cancel={sending ? { label: intl.formatMessage(d.cancelUpload), onClick: uploader.cancel } : undefined}
    >
      {action.confirmText ? <Text>{intl.formatMessage(action.confirmText, { name })}</Text> : null}
      {sending ? (
        <>
          <ProgressBar value={uploader.progress ?? 0} aria-label={intl.formatMessage(d.uploading, { percent })} />
          <Text>{intl.formatMessage(d.uploading, { percent })}</Text>
        </>
      ) : (
        <FilePicker label={intl.formatMessage(m.chooseFile)} onFiles={(files) => setFile(files[0] ?? null)} />
      )}
    </DialogForm>
  );
}
