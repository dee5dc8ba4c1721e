import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { routeByKey } from '@rec/domain';
import { useIntl } from 'react-intl';
import { AppLink } from '../components/AppLink';
import { isBuilt } from '../route/built';
import { offerMessages as m } from './messages';

const useStyles = makeStyles({ line: { display: 'block', marginBottom: tokens.spacingVerticalM } });

const OFFER = 'participant.offer.new';

// Beside a direct transfer: the offer, for a receiver that takes offers only or a sender that wants
// the receiver's acceptance first (issue 41).
export function OfferChoice() {
  const intl = useIntl();
  const styles = useStyles();
  const offer = isBuilt(OFFER) ? routeByKey(OFFER) : undefined;
  if (!offer) return null;
  return (
    <Body1 className={styles.line}>
      {intl.formatMessage(m.orOffer)} <AppLink to={offer.path}>{intl.formatMessage(m.offerLink)}</AppLink>
    </Body1>
  );
}
