import { Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_DEFAULT_SEVERITY } from '@rec/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { translate } from '../i18n/translate';
import type { QueuedNotice } from './NotifyProvider';

type Props = { queue: QueuedNotice[]; onDispatched: (keys: number[]) => void };

// §2's snackbar: the app's one Toaster, top-centre, hidden after 6000 ms, an error unless told,
// with an optional title.
export function SnackbarHost({ queue, onDispatched }: Props) {
  const toasterId = useId('snackbar');
  const { dispatchToast } = useToastController(toasterId);
  const intl = useIntl();

  useEffect(() => {
    if (queue.length === 0) return;
    for (const { message, title, intent = SNACKBAR_DEFAULT_SEVERITY } of queue) {
      const text = translate(intl, message);
      dispatchToast(
        <Toast>
          <ToastTitle>{title ? translate(intl, title) : text}</ToastTitle>
          {title ? <ToastBody>{text}</ToastBody> : null}
        </Toast>,
        { intent, timeout: SNACKBAR_AUTO_HIDE_MS },
      );
    }
    onDispatched(queue.map((n) => n.key));
  }, [queue, dispatchToast, intl, onDispatched]);

  return <Toaster toasterId={toasterId} position="top" pauseOnHover />;
}
