import { entry } from '../entry';

// The API's texts for offers (ADR 0119). The web shows refusals by their codes.
export const OFFERS_TEXTS = {
  ofertaNaoEncontrada: entry('errors.server.offers.ofertaNaoEncontrada', 'Oferta não encontrada'),
  ofertaSoPendente: entry(
    'errors.server.offers.ofertaSoPendente',
    'Só uma oferta pendente pode ser {acao}: esta está {situacao}',
  ),
  ofertaLadoErrado: entry('errors.server.offers.ofertaLadoErrado', 'Só o {lado} da oferta pode fazer isso'),
  // The sides an answer belongs to, named in ofertaLadoErrado.
  ofertaLadoDestinatario: entry('errors.server.offers.ofertaLadoDestinatario', 'destinatário'),
  ofertaLadoRemetente: entry('errors.server.offers.ofertaLadoRemetente', 'remetente'),
  ofertaLadoRegistro: entry('errors.server.offers.ofertaLadoRegistro', 'registro'),
  contaRemetenteNaoEncontrada: entry(
    'errors.server.offers.contaRemetenteNaoEncontrada',
    'Conta de negociação {conta} não encontrada para aceite automático',
  ),
} as const;
