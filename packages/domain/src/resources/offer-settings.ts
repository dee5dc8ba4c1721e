import type { ApiClient, Schemas } from '@rec/sdk';
import { settle } from './read';

// A participant's own settings as a receiver (ADR 0119): whether others may transfer to it
// directly, the sender accounts whose offers it accepts at once, and the registry's offer validity.
// One page of typed calls, as the notification preferences; failures are thrown for toDomainError.
export type OfferSettings = Schemas['OfferSettingsView'];

export const getOfferSettings = async (client: ApiClient) =>
  settle(await client.GET('/offer-settings')) as OfferSettings;

export const updateOfferSettings = async (client: ApiClient, body: Schemas['OfferSettings']) =>
  settle(await client.PUT('/offer-settings', { body })) as OfferSettings;

// When an offer made today expires: `days` after now (the server counts from its own clock).
export const offerExpiryFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * 86_400_000);
