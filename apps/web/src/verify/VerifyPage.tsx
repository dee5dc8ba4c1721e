import { makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Brand } from '../auth/AuthCard';
import { PublicLink } from '../auth/PublicLink';
import { usePublicLocation } from '../auth/use-public-location';
import { NamespaceMessages } from '../i18n/NamespaceMessages';
import { CodeForm } from './CodeForm';
import { HourlyStatement } from './HourlyStatement';
import { verifyMessages as m } from './messages';
import { StatementFacts } from './StatementFacts';
import { useStatementCheck } from './use-statement-check';
import { Verdict } from './Verdict';

const useStyles = makeStyles({
  card: {
    width: 'min(960px, 100%)',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

// An hourly statement also draws the heatmap, whose texts are the participant heatmap's.
const HOURLY_NAMESPACES = ['enums', 'hourlyHeatmap'] as const;

// The code is the path's second segment: /verify/<code>; /verify alone shows the form only.
const codeIn = (pathname: string): string => {
  const raw = pathname.split('/')[2] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

// /verify/:code — anyone, signed in or not, checks a redemption statement by its code (ADR 0075).
export function Component() {
  const intl = useIntl();
  const styles = useStyles();
  const code = codeIn(usePublicLocation().pathname);
  const check = useStatementCheck(code);
  return (
    <section className={styles.card} aria-labelledby="verify-title">
      <Brand />
      <Subtitle1 as="h1" id="verify-title">
        {intl.formatMessage(m.title)}
      </Subtitle1>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <CodeForm code={code} />
      <div aria-live="polite">
        <Verdict check={check} />
      </div>
      {/* A visitor has the public texts only: the scheme's name (enums) loads with the statement. */}
      {check.state === 'found' && (
        <NamespaceMessages ns={check.result.hourly ? HOURLY_NAMESPACES : 'enums'}>
          <StatementFacts statement={check.result.statement} />
          {check.result.hourly && <HourlyStatement code={check.result.code} hourly={check.result.hourly} />}
        </NamespaceMessages>
      )}
      <div className={styles.footer}>
        <PublicLink to="/signin">{intl.formatMessage(m.signIn)}</PublicLink>
      </div>
    </section>
  );
}
