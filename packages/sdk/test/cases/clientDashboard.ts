import type { Cases } from './kit';

// One valid request per clientDashboard operation, checked against the contract by Prism.
export const clientDashboardCases = {
  getClientTopNumbers: (c) => c.GET('/clientDashboard/topNumbers'),
  getClientApprovedRecsByYear: (c) => c.GET('/clientDashboard/approvedRecsByYear'),
  getClientAvailableMwhForEmission: (c) => c.GET('/clientDashboard/availableMwhForEmission'),
  getClientBusinessesBySource: (c) => c.GET('/clientDashboard/businessesBySource'),
  getClientLastApprovedRecs: (c) => c.GET('/clientDashboard/lastApprovedRecs'),
} satisfies Cases;
