import { defineResource, op } from '../define';
import { RUN_STATUS } from '../enums';
import { choice, datetime, longText, mwh, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listAutomationLogs'> = {
  automation_id: ref('Automação', 'redemptionsautomations'),
  status: choice('Resultado', RUN_STATUS),
};

// Each run of an automation and what came of it.
export const redemptionsautomationslogs = defineResource('redemptionsautomationslogs', {
  label: 'Registros de automação',
  fields: {
    automation_name: text('Automação'),
    status: choice('Resultado', RUN_STATUS),
    volume: mwh('Volume (MWh)'),
    message: longText('Mensagem', { column: true }),
    created_at: datetime('Executada em'),
  },
  operations: { list: op('GET', '/redemptionsautomationslogs', 'listAutomationLogs') },
  listed: ['created_at', 'automation_name', 'status', 'volume', 'message'],
  filters,
});
