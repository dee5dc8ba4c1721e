import { defineResource, op } from '../define';
import { RUN_STATUS } from '../enums';
import { choice, datetime, longText, mwh, text } from '../field';

export const redemptionsautomationslogs = defineResource('redemptionsautomationslogs', {
  label: 'Registros de automação',
  fields: {
    automation_name: text('Automação'),
    status: choice('Resultado', RUN_STATUS),
    volume: mwh('Volume (MWh)'),
    message: longText('Mensagem'),
    created_at: datetime('Executada em'),
  },
  operations: { list: op('GET', '/redemptionsautomationslogs', 'listAutomationLogs') },
});
