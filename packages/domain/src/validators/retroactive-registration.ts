// I-REC (shared notes, domain.md): a plant's registration date may be back-dated at most 12 months.
// One rule for the server's refusal (RETROACTIVE_LIMIT) and anything that shows the earliest date.

export const RETROACTIVE_MONTHS = 12;

const pad = (n: number) => String(n).padStart(2, '0');

/** The earliest registration date (YYYY-MM-DD) accepted on `today`: the same day 12 months before,
 * or that month's last day when it has no such day (29 Feb → 28 Feb). */
export function earliestRegistrationDate(today: string): string {
  const year = Number(today.slice(0, 4)) - RETROACTIVE_MONTHS / 12;
  const month = Number(today.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(Number(today.slice(8, 10)), lastDay))}`;
}

/** Whether a registration date (YYYY-MM-DD) is no further back than the limit on `today`. */
export const withinRetroactiveLimit = (date: string, today: string): boolean =>
  date.slice(0, 10) >= earliestRegistrationDate(today);

/** The earliest date as Brazilians write it (dd/mm/aaaa), for messages. */
export const earliestRegistrationText = (today: string): string =>
  earliestRegistrationDate(today).split('-').reverse().join('/');
