import { Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { homeRoute, routesAt } from '@rec/domain';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { useSession } from '../session/SessionProvider';
import { appMessages as m } from './messages';

// The root leads home. Any other path without a screen says what happened, inside the shell:
// a screen of the product not built yet, or an address that does not exist.
export function UnknownPath() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { snapshot } = useSession();
  const home = homeRoute(snapshot?.userType);
  if (pathname === '/') return <Navigate to={home} replace />;
  const planned = routesAt(pathname).length > 0;
  const title = intl.formatMessage(planned ? m.notBuiltTitle : m.notFoundTitle);
  return (
    <>
      <PageHeader title={title} />
      <MessageBar intent={planned ? 'info' : 'warning'}>
        <MessageBarBody>
          <MessageBarTitle>{pathname}</MessageBarTitle>
          {intl.formatMessage(planned ? m.notBuilt : m.notFound)}{' '}
          <Link
            href={home}
            onClick={(event) => {
              event.preventDefault();
              navigate(home);
            }}
          >
            {intl.formatMessage(m.goHome)}
          </Link>
        </MessageBarBody>
      </MessageBar>
    </>
  );
}
