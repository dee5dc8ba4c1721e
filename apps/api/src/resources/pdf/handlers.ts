import type { Handlers } from '../../http/types';
import { emissionCertificate } from './certificate';
import { redemptionStatement } from './statement';

/** GET /pdf/getPdf/{id}?kind=rec|redemption: the emission certificate or the redemption statement. */
export const pdfHandlers: Handlers = {
  async getPdf({ db, user, params, query, services }) {
    const { filename, body } =
      query.kind === 'redemption'
        ? await redemptionStatement(db, user, params.id, services.config.webUrl)
        : await emissionCertificate(db, user, params.id);
    return { kind: 'file', contentType: 'application/pdf', filename, body };
  },
};
