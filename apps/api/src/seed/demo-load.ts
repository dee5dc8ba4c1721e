// Hourly consumption shapes of the demo's 24/7 beneficiaries (issue 39 item 6): exact Wh per
// hour, deterministic (no clock, no randomness). A data center draws almost flat round the clock
// (a little more in the afternoon's cooling, a little less at weekends); a shopping centre draws
// in opening hours (10:00–22:00 Brasília), most on Saturdays, little at night.

const H = 3_600_000;
/** Brasília is UTC−3 since 2019; the demo's year is recent. */
const BRASILIA_MS = -3 * H;

export type Load = 'datacenter' | 'shopping';

/** Relative draw (per mille of the peak) at Brasília hour `h` (0–23) of weekday `d` (0 = Sunday). */
export function loadShape(load: Load, h: number, d: number): bigint {
  if (load === 'datacenter') {
    const cooling = h >= 12 && h < 18 ? 60 : 0;
    return BigInt(880 + cooling - (d === 0 || d === 6 ? 30 : 0) + ((h * 7) % 11));
  }
  const open = h >= 10 && h < 22;
  const day = d === 6 ? 1000 : d === 0 ? 800 : 700;
  return BigInt(open ? day - Math.abs(h - 17) * 15 : 120);
}

export interface LoadHour {
  hour_start: string;
  wh: bigint;
}

/** Every hour of [from, to) (UTC instants) at `peakWh` × the shape, in Wh. */
export function loadHours(load: Load, from: Date, to: Date, peakWh: bigint): LoadHour[] {
  const out: LoadHour[] = [];
  for (let ms = from.getTime(); ms < to.getTime(); ms += H) {
    const local = new Date(ms + BRASILIA_MS);
    out.push({
      hour_start: new Date(ms).toISOString(),
      wh: (peakWh * loadShape(load, local.getUTCHours(), local.getUTCDay())) / 1000n,
    });
  }
  return out;
}
