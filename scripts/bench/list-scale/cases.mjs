// The cases of list-scale.mjs: what each list is asked at one size, read from that database's data.

/** The cases of one database: ids for the filters are read from its own data. */
export async function casesOf(db, sql) {
  const one = async (q) => Object.values((await sql.raw(q).execute(db)).rows[0] ?? {})[0];
  const plant = await one('SELECT business_id FROM recs GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
  const registrant = await one('SELECT registrant_id FROM recs GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
  const participant = await one('SELECT participant_id FROM transfers GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
  const account = await one('SELECT destination_account_code FROM transfers ORDER BY id DESC LIMIT 1');
  const beneficiary = await one('SELECT beneficiary_id FROM redemptions ORDER BY id DESC LIMIT 1');
  const number = await one("SELECT number FROM invoices WHERE kind = 'emission' ORDER BY id DESC LIMIT 1");
  const year = String(await one('SELECT max(generation_period) FROM recs')).slice(0, 4);
  // Part of the number of a redemption invoice halfway through the book: a caller looking one up.
  // (The fixed term '50000' that ran before matched 699 of 702 at 10k — the numbers' common
  // prefix — and 12 % at 1M, none among the newest 61k: it measured the numbering, not the list.)
  const redemptionNumber = await one(
    "SELECT number FROM invoices WHERE kind = 'redemption' ORDER BY id OFFSET (SELECT count(*) / 2 FROM invoices WHERE kind = 'redemption') LIMIT 1",
  );
  return {
    emissions: [
      '/recs',
      { status: 'pending' },
      { scheme: 'rec_brazil' },
      { business_id: plant },
      { registrant_id: registrant },
      { participant_id: participant },
      { search: 'sao goncalo' },
    ],
    certificates: [
      '/recs/emissions',
      { scheme: 'rec_brazil' },
      { business_id: plant },
      { registrant_id: registrant },
      { year },
      { search: 'Petrolina' },
    ],
    transfers: [
      '/transfers',
      { participant_id: participant },
      { account_code: account },
      { search: String(account).slice(3) },
    ],
    redemptions: [
      '/redemptions',
      { participant_id: participant },
      { beneficiary_id: beneficiary },
      { status: 'completed' },
      { search: 'sao paulo' },
    ],
    invoices: [
      '/invoices',
      { status: 'open' },
      { registrant_id: registrant },
      { number },
      { search: String(number).slice(2) },
    ],
    'redemption invoices': [
      '/invoicesredemptions',
      { status: 'open' },
      { participant_id: participant },
      { search: String(redemptionNumber).slice(2) },
    ],
    plants: [
      '/businesses',
      { approved: 'PENDENTE' },
      { registrant_id: registrant },
      { participant_id: participant },
      { search: 'sao jose' },
    ],
    imports: ['/imports/business', { kind: 'generation_excel' }, { search: 'xlsx' }],
  };
}

/**
 * The lists that take cursors, on one database: the four ledger lists, and the hourly ones where
 * the database has hourly bundles (an account's holdings over its whole range, the largest hourly
 * retirement; `seed --large` does not grow them, so they are the demo's at both sizes).
 */
export async function cursorListsOf(db, sql) {
  const lists = [
    { name: 'emissions', route: '/recs' },
    { name: 'certificates', route: '/recs/emissions' },
    { name: 'transfers', route: '/transfers' },
    { name: 'redemptions', route: '/redemptions' },
  ];
  const row = async (q) => (await sql.raw(q).execute(db)).rows[0];
  const held = await row(`SELECT account_id, min(interval_start) AS first, max(interval_start) AS last
    FROM hourly_bundles WHERE state = 'active' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  if (held) {
    const from = new Date(held.first);
    const to = new Date(Math.min(new Date(held.last).getTime() + 3_600_000, from.getTime() + 366 * 86_400_000));
    const params = { account_id: held.account_id, from: from.toISOString(), to: to.toISOString() };
    lists.push({ name: 'hourly holdings', route: '/hourly/holdings', params });
  }
  const retired = await row(`SELECT redemption_id AS id FROM hourly_bundles WHERE state = 'retired'
    GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  if (retired) lists.push({ name: 'hourly retirement', route: `/hourly/retirements/${retired.id}/bundles` });
  return lists;
}

export const caseName = (list, params) =>
  `${list} ${
    Object.keys(params).length
      ? Object.entries(params)
          .map(([k, v]) => `${k}=${k === 'search' ? v : typeof v === 'number' ? '<id>' : v}`)
          .join('&')
      : '(page 1)'
  }`.replace(/=<id>|=[^ &]*\d[^ &]*/g, '');
