import { formatDecimal, type Locale } from '@rec/domain';
import { mwhOf } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { sharePercent } from './coverage-grid';
import { coverageMessages as m } from './messages';

// The page's figures in the reader's language: MWh exact to 6 decimals, shares as percentages
// with 2 decimals, tCO2e with 6; all from the contract's decimal strings, never floats.
export const useFigures = () => {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const number = (text: string, precision?: number) =>
    formatDecimal(text, precision === undefined ? { locale } : { locale, precision });
  return {
    number,
    mwh: (text: string) => intl.formatMessage(m.mwh, { volume: number(text) }),
    wh: (wh: bigint) => number(mwhOf(wh)),
    percent: (share: string) => intl.formatMessage(m.percent, { value: number(sharePercent(share), 2) }),
    percentText: (value: string, precision = 1) => intl.formatMessage(m.percent, { value: number(value, precision) }),
  };
};
