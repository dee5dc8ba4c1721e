import { ACCESS_TEXTS } from './access';
import { AGREEMENTS_TEXTS } from './agreements';
import { AUTOMATION_TEXTS } from './automation';
import { BULK_TEXTS } from './bulk';
import { CONSUMPTION_TEXTS } from './consumption';
import { FILES_TEXTS } from './files';
import { HOURLY_TEXTS } from './hourly';
import { HTTP_TEXTS } from './http';
import { IMPORTS_TEXTS } from './imports';
import { LEDGER_TEXTS } from './ledger';
import { OFFERS_TEXTS } from './offers';
import { PARTIES_TEXTS } from './parties';
import { RECS_TEXTS } from './recs';
import { SCOPE2_TEXTS } from './scope2';
import { WEBHOOKS_TEXTS } from './webhooks';

// Every text the API sends or logs in Portuguese, by key (one key, one text, across all areas).
// Not part of CATALOGUE: the web shows a refusal by its code (ERROR_CODE_MESSAGES), never by
// these server texts, so they need no translation files.
export const SERVER_TEXTS = {
  ...ACCESS_TEXTS,
  ...AGREEMENTS_TEXTS,
  ...AUTOMATION_TEXTS,
  ...BULK_TEXTS,
  ...CONSUMPTION_TEXTS,
  ...HTTP_TEXTS,
  ...FILES_TEXTS,
  ...HOURLY_TEXTS,
  ...IMPORTS_TEXTS,
  ...LEDGER_TEXTS,
  ...OFFERS_TEXTS,
  ...PARTIES_TEXTS,
  ...RECS_TEXTS,
  ...SCOPE2_TEXTS,
  ...WEBHOOKS_TEXTS,
} as const;
export type ServerTextKey = keyof typeof SERVER_TEXTS;
