import { securityMessages } from '../account-security/messages';
import { actionMessages } from '../actions/messages';
import { appMessages } from '../app/messages';
import { authMessages } from '../auth/messages';
import { secondFactorMessages } from '../auth/second-factor-messages';
import { automationHoursMessages } from '../automation-hours/messages';
import { coverageMessages } from '../beneficiary-coverage/messages';
import { bulkMessages } from '../bulk/messages';
import { dashboardMessages } from '../dashboard/messages';
import { lookupMessages } from '../form/lookup-messages';
import { formMessages } from '../form/messages';
import { hourlyHeatmapMessages } from '../hourly/messages';
import { hourlyMatchingMessages } from '../hourly-matching/messages';
import { hourlyMoveMessages } from '../hourly-moves/messages';
import { importMessages } from '../imports/messages';
import { inboxMessages } from '../inbox/messages';
import { listMessages } from '../list/messages';
import { offerMessages } from '../offers/messages';
import { recRequestMessages } from '../recs/messages';
import { reportMessages } from '../report/messages';
import { settingsMessages } from '../settings/messages';
import { shellMessages } from '../shell/messages';
import { detailMessages } from '../show/messages';
import { hourlyVerifyMessages } from '../verify/hourly-messages';
import { verifyMessages } from '../verify/messages';
import type { AppMessage } from './define';

// Every message the app's own code defines (the shell, lists, forms…), for the message files.
export const APP_MESSAGES: readonly AppMessage[] = [
  actionMessages,
  appMessages,
  authMessages,
  automationHoursMessages,
  bulkMessages,
  coverageMessages,
  detailMessages,
  dashboardMessages,
  formMessages,
  hourlyHeatmapMessages,
  hourlyMatchingMessages,
  hourlyVerifyMessages,
  hourlyMoveMessages,
  importMessages,
  inboxMessages,
  listMessages,
  lookupMessages,
  offerMessages,
  recRequestMessages,
  secondFactorMessages,
  securityMessages,
  reportMessages,
  settingsMessages,
  shellMessages,
  verifyMessages,
].flatMap((group) => Object.values(group));
