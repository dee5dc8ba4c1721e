import { defineMessages } from '../i18n/define';

export const appMessages = defineMessages({
  notFoundTitle: { id: 'app.notFoundTitle', defaultMessage: 'Página não encontrada' },
  notFound: { id: 'app.notFound', defaultMessage: 'Este endereço não existe na plataforma.' },
  notBuiltTitle: { id: 'app.notBuiltTitle', defaultMessage: 'Tela ainda não disponível' },
  notBuilt: { id: 'app.notBuilt', defaultMessage: 'Esta tela faz parte da plataforma, mas ainda não está disponível.' },
  forbidden: { id: 'app.forbidden', defaultMessage: 'Você não tem acesso a {path}; voltamos à página inicial.' },
  goHome: { id: 'app.goHome', defaultMessage: 'Ir para a página inicial' },
});
