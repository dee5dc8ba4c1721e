import { defineMessages } from '../i18n/define';

// The sign-in's second step (ADR 0121): public texts, in the `auth` namespace.
export const secondFactorMessages = defineMessages({
  title: { id: 'auth.secondFactor.title', defaultMessage: 'Verificação em duas etapas' },
  hint: {
    id: 'auth.secondFactor.hint',
    defaultMessage: 'Digite o código de 6 dígitos do aplicativo autenticador, ou um dos seus códigos de recuperação.',
  },
  code: { id: 'auth.secondFactor.code', defaultMessage: 'Código' },
  required: { id: 'auth.secondFactor.required', defaultMessage: 'Digite o código' },
  submit: { id: 'auth.secondFactor.submit', defaultMessage: 'Verificar' },
});
