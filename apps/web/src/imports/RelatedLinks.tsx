import { makeStyles, tokens } from '@fluentui/react-components';
import { ROUTES } from '@rec/domain';
import { useIntl } from 'react-intl';
import { AppLink } from '../components/AppLink';
import { isBuilt } from '../route/built';

const useStyles = makeStyles({ links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL } });

// Links to the screens an import leans on (the share mappings beside the CCEE file), if built.
export function RelatedLinks({ keys }: { keys: readonly string[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const routes = ROUTES.filter((r) => keys.includes(r.key) && isBuilt(r.key));
  if (routes.length === 0) return null;
  return (
    <div className={styles.links}>
      {routes.map((r) => (
        <AppLink key={r.key} to={r.path}>
          {intl.formatMessage(r.label)}
        </AppLink>
      ))}
    </div>
  );
}
