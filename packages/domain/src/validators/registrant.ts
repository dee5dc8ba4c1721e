import { z } from 'zod/mini';
import { dueDayField } from './fields';

// Invoices fall due on this day of the month; 28 and later do not exist in every month.
export const registrantDueDateSchema = z.object({ dueDate: dueDayField() });
