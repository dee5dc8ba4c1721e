import { routesOf } from './route';

// Offers (issue 41, ADR 0119), in their own menu group of each tree. A participant's received and
// sent offers are one resource's list with the side fixed (the counterparty's columns first, the
// own side's organisation filter hidden); the admin oversees every offer, and every bulk file.
const p = routesOf('participant');
const b = routesOf('backoffice');
const ready = 'ready' as const;
const TAIL = ['items', 'volume', 'state', 'created_at', 'expires_at'];

export const OFFER_ROUTES = [
  p('offer/received', 'offers', 'list', 'list', 'Ofertas recebidas', 'ArrowDownload24Regular', {
    group: 'offers',
    status: ready,
    preset: { direction: 'incoming' },
    columns: ['sender_name', 'source_account_code', 'destination_account_code', ...TAIL],
    narrow: { receiver_participant_id: [] },
  }),
  p('offer/sent', 'offers', 'list', 'list', 'Ofertas enviadas', 'ArrowUpload24Regular', {
    group: 'offers',
    status: ready,
    preset: { direction: 'outgoing' },
    columns: ['receiver_name', 'destination_account_code', 'source_account_code', ...TAIL],
    narrow: { sender_participant_id: [] },
  }),
  // Bespoke (custom): the resource's form under what an offer is, beside the direct transfer.
  p('offer/new', 'offers', 'create', 'custom', 'Nova oferta', 'Send24Regular', { group: 'offers', status: ready }),
  p('offer/details', 'offers', 'show', 'show', 'Oferta', 'Handshake24Regular', { status: ready }),
  // Bespoke (custom): the receiver's own settings (typed calls, resources/offer-settings.ts).
  p('offer/settings', 'offers', 'edit', 'custom', 'Configurações de ofertas', 'Settings24Regular', {
    group: 'offers',
    status: ready,
  }),
  b('offer/list', 'offers', 'list', 'list', 'Ofertas', 'Handshake24Regular', {
    group: 'offers',
    status: ready,
    columns: ['sender_name', 'source_account_code', 'receiver_name', 'destination_account_code', ...TAIL],
  }),
  b('offer/details', 'offers', 'show', 'show', 'Oferta', 'Handshake24Regular', { status: ready }),
  // Every organisation's bulk files and jobs (ADR 0134), beside the offers the admin oversees.
  b('bulk/list', 'bulkjobs', 'list', 'list', 'Envios em lote', 'ArrowUpload24Regular', {
    group: 'offers',
    status: ready,
  }),
  b('bulk/details', 'bulkjobs', 'show', 'show', 'Envio em lote', 'ArrowUpload24Regular', { status: ready }),
];
