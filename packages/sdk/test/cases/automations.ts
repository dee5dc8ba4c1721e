import type { Cases } from './kit';

// One valid request per automations operation, checked against the contract by Prism.
export const automationsCases = {
  listRedemptionAutomations: (c) => c.GET('/redemptionsautomations', { params: { query: { page: 1 } } }),
  createRedemptionAutomation: (c) =>
    c.POST('/redemptionsautomations', {
      body: {
        name: 'Metalúrgica — 50% solar',
        percentage: '50.00',
        order: 1,
        business_ids: [1],
        beneficiary_id: 1,
        trade_account_id: 1,
        retirement_account_id: 2,
        purpose: 'Consumo mensal',
      },
    }),
  getRedemptionAutomation: (c) => c.GET('/redemptionsautomations/{id}', { params: { path: { id: 1 } } }),
  updateRedemptionAutomation: (c) =>
    c.PUT('/redemptionsautomations/{id}', {
      params: { path: { id: 1 } },
      body: {
        name: 'Metalúrgica — 50% solar',
        percentage: '50.00',
        order: 1,
        business_ids: [1],
        beneficiary_id: 1,
        trade_account_id: 1,
        retirement_account_id: 2,
        purpose: 'Consumo mensal',
      },
    }),
  deleteRedemptionAutomation: (c) => c.DELETE('/redemptionsautomations/{id}', { params: { path: { id: 1 } } }),
  startAutomation: (c) => c.GET('/redemptionsautomations/startautomation/{id}', { params: { path: { id: 1 } } }),
  listAutomationLogs: (c) => c.GET('/redemptionsautomationslogs', { params: { query: { page: 1 } } }),
} satisfies Cases;
