import { type CatalogueEntry, entry } from './entry';

// Offers' refusals (two-phase transfers, ADR 0119): the server sends the code, the web shows this.
export const OFFER_MESSAGES = {
  // A direct transfer to a participant that takes offers only (its own setting).
  OFFERS_ONLY: entry(
    'errors.offers.offersOnly',
    'O participante de destino recebe certificados apenas por oferta: envie uma oferta',
  ),
  OFFER_EXPIRED: entry('errors.offers.expired', 'A oferta expirou e não pode mais ser aceita'),
  OFFER_TO_SELF: entry('errors.offers.toSelf', 'Ofertas são feitas a contas de outro participante'),
} as const satisfies Record<string, CatalogueEntry>;
