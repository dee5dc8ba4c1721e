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
import { type Tree, treeOf } from '@rec/domain';
import { useIntl } from 'react-intl';
import type { AppMessage } from '../i18n/define';
import { shellMessages as m } from './messages';

const AREA: Readonly<Record<Tree, AppMessage>> = {
  backoffice: m.areaBackoffice,
  registrant: m.areaRegistrant,
  participant: m.areaParticipant,
};

const useStyles = makeStyles({
  term: { fontWeight: tokens.fontWeightSemibold },
  list: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
});

type Props = { open: boolean; onClose: () => void; displayName: string; userType: string | null };

// What the session knows of the user. Editing the profile comes with the users screens.
export function ProfileDialog({ open, onClose, displayName, userType }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const tree = treeOf(userType);
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.profileTitle)}</DialogTitle>
          <DialogContent>
            <dl className={styles.list}>
              <dt className={styles.term}>{intl.formatMessage(m.profileName)}</dt>
              <dd>{displayName}</dd>
              <dt className={styles.term}>{intl.formatMessage(m.profileArea)}</dt>
              <dd>{tree ? intl.formatMessage(AREA[tree]) : ''}</dd>
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage(m.close)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
