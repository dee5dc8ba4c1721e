import { defineMessages } from '../i18n/define';

export const authMessages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'REC Registro' },
  tagline: { id: 'app.tagline', defaultMessage: 'Certificados de energia renovável' },
  signInTitle: { id: 'auth.signIn.title', defaultMessage: 'Acesse sua conta' },
  email: { id: 'auth.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.password', defaultMessage: 'Senha' },
  signInSubmit: { id: 'auth.signIn.submit', defaultMessage: 'Entrar' },
  forgot: { id: 'auth.signIn.forgot', defaultMessage: 'Esqueceu sua senha?' },
  recoverTitle: { id: 'auth.recover.title', defaultMessage: 'Recuperar senha' },
  recoverHint: {
    id: 'auth.recover.hint',
    defaultMessage: 'Informe seu e-mail para receber o link de redefinição de senha.',
  },
  recoverSubmit: { id: 'auth.recover.submit', defaultMessage: 'Enviar' },
  back: { id: 'auth.back', defaultMessage: 'Voltar para o login' },
  newPasswordTitle: { id: 'auth.newPassword.title', defaultMessage: 'Cadastrar nova senha' },
  newPassword: { id: 'auth.newPassword.password', defaultMessage: 'Nova senha' },
  confirmation: { id: 'auth.newPassword.confirmation', defaultMessage: 'Confirme a nova senha' },
  newPasswordSubmit: { id: 'auth.newPassword.submit', defaultMessage: 'Salvar nova senha' },
  restoring: { id: 'session.restoring', defaultMessage: 'Carregando sua sessão…' },
});
