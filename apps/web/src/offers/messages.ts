import { defineMessages } from '../i18n/define';

// The offer screens' own texts (issue 41): what an offer is beside a direct transfer, and the
// receiver's settings. The resource's labels and actions are in its texts file (ADR 0094).
export const offerMessages = defineMessages({
  intro: {
    id: 'offers.intro',
    defaultMessage:
      'Uma oferta reserva o volume na sua conta até o destinatário responder: se aceitar, os certificados passam para ele; se recusar, o volume volta a ficar disponível. Você pode retirá-la enquanto estiver pendente.',
  },
  expiry: {
    id: 'offers.expiry',
    defaultMessage:
      'Sem resposta, uma oferta enviada agora expira em {date} ({days, plural, one {# dia} other {# dias}}, prazo do registro) e o volume é liberado.',
  },
  direct: {
    id: 'offers.direct',
    defaultMessage:
      'Se o destinatário aceita transferências diretas, você também pode transferir sem esperar o aceite:',
  },
  directLink: { id: 'offers.directLink', defaultMessage: 'Nova transferência' },
  orOffer: {
    id: 'offers.orOffer',
    defaultMessage: 'Se o destinatário só recebe por oferta, ou se você quer o aceite dele antes de transferir:',
  },
  offerLink: { id: 'offers.offerLink', defaultMessage: 'Nova oferta' },
  settingsIntro: {
    id: 'offers.settingsIntro',
    defaultMessage: 'Como a sua organização recebe certificados de outros participantes.',
  },
  acceptsDirect: { id: 'offers.acceptsDirect', defaultMessage: 'Aceitar transferências diretas' },
  directOn: {
    id: 'offers.directOn',
    defaultMessage: 'Outros participantes podem transferir certificados para as suas contas sem o seu aceite.',
  },
  directOff: {
    id: 'offers.directOff',
    defaultMessage: 'Outros participantes só podem enviar ofertas: você aceita ou recusa cada uma.',
  },
  autoTitle: { id: 'offers.autoTitle', defaultMessage: 'Aceite automático' },
  autoIntro: {
    id: 'offers.autoIntro',
    defaultMessage: 'As ofertas vindas destas contas são aceitas assim que enviadas.',
  },
  autoEmpty: { id: 'offers.autoEmpty', defaultMessage: 'Nenhuma conta: toda oferta espera a sua resposta.' },
  sender: { id: 'offers.sender', defaultMessage: 'Conta do remetente' },
  add: { id: 'offers.add', defaultMessage: 'Adicionar' },
  remove: { id: 'offers.remove', defaultMessage: 'Remover {account}' },
  save: { id: 'offers.save', defaultMessage: 'Salvar' },
  saved: { id: 'offers.saved', defaultMessage: 'Configurações de ofertas salvas' },
});
