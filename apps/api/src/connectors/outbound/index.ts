export { forbiddenAddress } from './addresses';
export { type Outbound, type OutboundFetch, type OutboundOptions, outboundClient } from './client';
export { OUTBOUND_FAILED, OutboundError, type OutboundLog } from './errors';
export { fetchJson, MAX_JSON_BYTES } from './json';
export { outboundPolicy, type Refusal, urlRefusal } from './policy';
