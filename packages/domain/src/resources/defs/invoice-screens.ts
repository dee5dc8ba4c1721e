import { invoiceMachine } from '../../machines/invoice';
import { text } from '../field';
import type { ScreenSpec, ToolSpec } from '../screen-types';

// What both kinds of invoice offer on their lists: pay (the machine allows it from open and
// blocked), clone (any state: the copy starts open) and the payer's receipt, sent with progress.
// The server keeps a paid invoice's receipt as the proof of payment (INVOICE_PAID).
export const invoiceScreen = {
  // The edit form shows what it cannot change above its inputs.
  detail: {
    invoice: {
      pt: 'Nota',
      fields: [
        'number',
        'registrant_name',
        'emission_date',
        'due_date',
        'value',
        'currency',
        'status',
        'flow_status',
        'receipt',
      ],
    },
  },
  sortable: ['number', 'emission_date', 'due_date', 'value', 'status', 'flow_status'],
  // Value and due date change only while open (the server answers ILLEGAL_TRANSITION otherwise).
  state: { field: 'status', machine: invoiceMachine, fieldsEditableIn: { value: ['open'], due_date: ['open'] } },
  actions: {
    pay: {
      operation: 'pay',
      event: 'pay',
      tone: 'primary',
      confirm: true,
      pt: {
        label: 'Marcar como paga',
        confirm: 'Confirmar o pagamento da nota {name}? Uma nota paga não volta a ficar em aberto.',
        success: 'Nota marcada como paga',
        failure: 'Erro ao marcar a nota como paga',
      },
    },
    clone: {
      operation: 'clone',
      tone: 'secondary',
      confirm: true,
      pt: {
        label: 'Clonar',
        confirm: 'Criar uma nova nota em aberto com o mesmo pagador, valor e descrição da nota {name}?',
        success: 'Nota clonada',
        failure: 'Erro ao clonar a nota',
      },
    },
    send: {
      operation: 'send',
      tone: 'secondary',
      upload: 'receipt',
      pt: {
        label: 'Enviar comprovante',
        confirm: 'Comprovante de pagamento da nota {name}, em PDF ou imagem.',
        success: 'Comprovante enviado',
        failure: 'Erro ao enviar o comprovante',
      },
    },
  },
} as const satisfies ScreenSpec;

// Paying by the number printed on the invoice (the bank's reference), from the list.
export const payByNumberTool: ToolSpec = {
  operation: 'payByNumber',
  grant: 'pay',
  tone: 'secondary',
  ask: { name: 'number', in: 'path', field: text('Número da nota') },
  pt: {
    label: 'Pagar por número',
    success: 'Nota {value} marcada como paga',
    failure: 'Erro ao marcar a nota como paga',
  },
};
