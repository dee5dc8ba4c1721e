import { SERVER_TEXTS, serverText } from '@rec/domain';
import { notFound } from '../../http/errors';
import type { Handlers } from '../../http/types';

/** Postal codes, states and municipalities through the geo connectors (offline lists when not live). */
export const geoHandlers: Handlers = {
  // The contract's path pattern (8 digits) is checked before the handler runs.
  async getCep({ params, services }) {
    const data = await services.connectors.cep.lookup(params.cep);
    if (!data) throw notFound(serverText(SERVER_TEXTS.cepNaoEncontrado));
    return data;
  },

  listStates: ({ services }) => services.connectors.geo.states(),

  async listCities({ params, services }) {
    const list = await services.connectors.geo.cities(params.uf);
    if (!list) throw notFound(serverText(SERVER_TEXTS.estadoNaoEncontrado));
    return list;
  },
};
