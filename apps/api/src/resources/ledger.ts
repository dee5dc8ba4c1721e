import { coverageHandlers } from '../coverage/handlers';
import { hourlyMatchingHandlers } from '../hourly/matching/handlers';
import { hourlyMoveHandlers } from '../hourly/moves';
import { hourlyHandlers } from '../hourly/reads';
import { hourlyRetirementHandlers } from '../hourly/retirement-reads';
import type { Handlers } from '../http/types';
import { accountsHandlers } from './accounts/handlers';
import { agreementsHandlers } from './agreements/handlers';
import { beneficiariesHandlers } from './beneficiaries/handlers';
import { bulkHandlers } from './bulk/handlers';
import { offersHandlers } from './offers/handlers';
import { offerSettingsHandlers } from './offers/settings';
import { recsHandlers } from './recs/handlers';
import { redemptionsHandlers } from './redemptions/handlers';
import { transferDestinationsHandlers } from './transfers/destinations';
import { transfersHandlers } from './transfers/handlers';
import { verifyHandlers } from './verify/handlers';

/** The certificate ledger: emissions, accounts, beneficiaries, transfers, redemptions, public statement checks. */
export const ledgerHandlers: Handlers = {
  ...recsHandlers,
  ...accountsHandlers,
  ...beneficiariesHandlers,
  ...transfersHandlers,
  ...transferDestinationsHandlers,
  ...offersHandlers,
  ...agreementsHandlers,
  ...offerSettingsHandlers,
  ...bulkHandlers,
  ...redemptionsHandlers,
  ...verifyHandlers,
  ...hourlyHandlers,
  ...hourlyMoveHandlers,
  ...hourlyMatchingHandlers,
  ...hourlyRetirementHandlers,
  ...coverageHandlers,
};
