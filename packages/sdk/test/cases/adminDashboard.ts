import type { Cases } from './kit';

// One valid request per adminDashboard operation, checked against the contract by Prism.
export const adminDashboardCases = {
  getAdminTopNumbers: (c) => c.GET('/adminDashboard/topNumbers'),
  getAdminMwhByYear: (c) => c.GET('/adminDashboard/countedMwhByYear'),
  getAdminBusinessesByTechnology: (c) => c.GET('/adminDashboard/businessesByThechnology'),
  getAdminApprovedRecsByEmissionMonth: (c) => c.GET('/adminDashboard/approvedRecsByEmissionMonth'),
  getAdminApprovedRecsByProductionMonth: (c) => c.GET('/adminDashboard/approvedRecsByProductionMonth'),
} satisfies Cases;
