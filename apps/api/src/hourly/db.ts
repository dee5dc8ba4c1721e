/** The request's granularity (recs.granularity, migration 0094): rows are read with selectAll. */
export const isHourly = (rec: object): boolean => (rec as { granularity?: unknown }).granularity === 'hourly';
