import { DEFAULT_LOCALE, type Locale } from '../constants';
import { VALIDATION_MESSAGES } from '../errors/catalogue-validation';
import type { DomainMessage } from '../errors/entry';
import { formatDecimal } from '../format/number';
import { parseDecimalInput } from '../format/parse-decimal';

// One line of the registrant's emission request (rec/new): a plant, a month of its generation, a
// scheme, a volume and the participant receiving the certificates (one the plant's links allow,
// ADR 0082), as typed. Several lines go in one POST /recs/batch (ADR 0025).
export type RecRequestLine = {
  business_id: string;
  period: string;
  scheme: string;
  volume: string;
  participant_id: string;
  /** 'hourly' asks for one bundle per plant-hour (ADR 0091); absent or 'monthly': one per month. */
  granularity?: string;
};
export type RecRequestBody = {
  business_id: number;
  participant_id: number;
  scheme: 'irec' | 'rec_brazil';
  initial_period: string;
  final_period: string;
  emissionVolume: string;
  granularity?: 'monthly' | 'hourly';
};
export type LineErrors = Partial<Record<keyof RecRequestLine, DomainMessage>>;

const micro = (decimal: string): bigint => {
  const [int = '0', frac = ''] = decimal.replace('-', '').split('.');
  const value = BigInt(int) * 1_000_000n + BigInt(frac.padEnd(6, '0').slice(0, 6));
  return decimal.startsWith('-') ? -value : value;
};

/** First and last day of a YYYY-MM month: the request covers the whole month. */
export const periodBounds = (period: string): { initial_period: string; final_period: string } => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { initial_period: `${period}-01`, final_period: `${period}-${String(last).padStart(2, '0')}` };
};

/**
 * Checks the lines against the volume still free per plant and month (`available`, keyed
 * `business_id|period`): lines on the same plant-month share it, so the same MWh is never asked
 * twice. Answers the bodies to send, or the errors of each line.
 */
export function checkRecRequest(
  lines: readonly RecRequestLine[],
  available: Readonly<Record<string, string>>,
  locale: Locale = DEFAULT_LOCALE,
): { ok: true; bodies: RecRequestBody[] } | { ok: false; errors: LineErrors[] } {
  const left = new Map(Object.entries(available).map(([key, value]) => [key, micro(value)]));
  const errors: LineErrors[] = [];
  const bodies: RecRequestBody[] = [];
  for (const line of lines) {
    const e: LineErrors = {};
    for (const key of ['business_id', 'period', 'scheme', 'participant_id'] as const)
      if (!line[key]) e[key] = VALIDATION_MESSAGES.required;
    const volume = parseDecimalInput(line.volume, { locale });
    if (!volume.ok) e.volume = volume.error;
    else if (micro(volume.value) <= 0n) e.volume = VALIDATION_MESSAGES.numberInvalid;
    const key = `${line.business_id}|${line.period}`;
    const free = left.get(key);
    if (volume.ok && !e.volume && free !== undefined) {
      if (free <= 0n) e.volume = VALIDATION_MESSAGES.noVolumeLeft;
      else if (micro(volume.value) > free)
        e.volume = {
          ...VALIDATION_MESSAGES.exceedsAvailable,
          values: { available: formatDecimal(available[key] ?? '0', { locale }) },
        };
      else left.set(key, free - micro(volume.value));
    }
    errors.push(e);
    if (Object.keys(e).length === 0 && volume.ok)
      bodies.push({
        business_id: Number(line.business_id),
        participant_id: Number(line.participant_id),
        scheme: line.scheme as RecRequestBody['scheme'],
        ...periodBounds(line.period),
        emissionVolume: volume.value,
        // Monthly is the server's default: only an hourly line names its granularity.
        ...(line.granularity === 'hourly' ? { granularity: 'hourly' as const } : {}),
      });
  }
  return errors.some((e) => Object.keys(e).length > 0) ? { ok: false, errors } : { ok: true, bodies };
}
