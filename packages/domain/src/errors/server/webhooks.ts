import { entry } from '../entry';

// Webhook subscriptions and deliveries (issue 40 item 2, ADR 0116).
export const WEBHOOKS_TEXTS = {
  webhookNaoEncontrado: entry('errors.server.webhooks.webhookNaoEncontrado', 'Webhook não encontrado'),
  entregaNaoEncontrada: entry('errors.server.webhooks.entregaNaoEncontrada', 'Entrega de webhook não encontrada'),
  umaOrganizacaoPorWebhook: entry(
    'errors.server.webhooks.umaOrganizacaoPorWebhook',
    'Informe um registrante ou um participante, não os dois',
  ),
  somenteSuaOrganizacao: entry(
    'errors.server.webhooks.somenteSuaOrganizacao',
    'Cadastre webhooks somente para a sua organização',
  ),
};
