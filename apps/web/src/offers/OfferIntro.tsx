import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DEFAULT_TIME_ZONE, getOfferSettings, offerExpiryFrom, routeByKey } from '@rec/domain';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { AppLink } from '../components/AppLink';
import { isBuilt } from '../route/built';
import { offerMessages as m } from './messages';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalL, maxWidth: '60rem' },
  body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
});

const TRANSFER = 'participant.transfer.new';

// Offer or direct transfer: the two ways to move certificates to another participant, side by
// side, and when an offer sent now expires (the registry's offerExpiryDays, ADR 0119).
export function OfferIntro() {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const settings = useSWR(['offers', 'settings'], () => getOfferSettings(api));
  const days = settings.data?.offer_expiry_days;
  const transfer = isBuilt(TRANSFER) ? routeByKey(TRANSFER) : undefined;
  return (
    <MessageBar intent="info" layout="multiline" className={styles.bar}>
      <MessageBarBody className={styles.body}>
        <span>{intl.formatMessage(m.intro)}</span>
        {days ? (
          <span>
            {intl.formatMessage(m.expiry, {
              days,
              date: intl.formatDate(offerExpiryFrom(new Date(), days), {
                dateStyle: 'short',
                timeStyle: 'short',
                timeZone: DEFAULT_TIME_ZONE,
              }),
            })}
          </span>
        ) : null}
        {transfer ? (
          <span>
            {intl.formatMessage(m.direct)} <AppLink to={transfer.path}>{intl.formatMessage(m.directLink)}</AppLink>
          </span>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
