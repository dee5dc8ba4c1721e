import { defineMessages } from '../i18n/define';

export const shellMessages = defineMessages({
  toggleMenu: { id: 'shell.toggleMenu', defaultMessage: 'Abrir ou fechar o menu' },
  home: { id: 'shell.home', defaultMessage: 'Página inicial' },
  search: { id: 'shell.search', defaultMessage: 'Buscar no menu' },
  noMatches: { id: 'shell.search.noMatches', defaultMessage: 'Nenhum item do menu corresponde à busca' },
  navigation: { id: 'shell.navigation', defaultMessage: 'Navegação principal' },
  profileMenu: { id: 'shell.profileMenu', defaultMessage: 'Menu do perfil' },
  profile: { id: 'shell.profile', defaultMessage: 'Perfil' },
  settings: { id: 'shell.settings', defaultMessage: 'Configurações' },
  logout: { id: 'shell.logout', defaultMessage: 'Sair' },
  pinMenu: { id: 'shell.pinMenu', defaultMessage: 'Fixar menu lateral' },
  closeMenu: { id: 'shell.closeMenu', defaultMessage: 'Fechar menu' },
  copyright: { id: 'shell.copyright', defaultMessage: '© {year} REC Registro. Todos os direitos reservados.' },
  profileTitle: { id: 'shell.profile.title', defaultMessage: 'Seu perfil' },
  profileName: { id: 'shell.profile.name', defaultMessage: 'Nome' },
  profileArea: { id: 'shell.profile.area', defaultMessage: 'Área' },
  close: { id: 'shell.close', defaultMessage: 'Fechar' },
  areaBackoffice: { id: 'shell.area.backoffice', defaultMessage: 'Administração da plataforma' },
  areaRegistrant: { id: 'shell.area.registrant', defaultMessage: 'Registrante' },
  areaParticipant: { id: 'shell.area.participant', defaultMessage: 'Participante' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Ir para o conteúdo' },
});
