import { type ApiClient, formDataSerializer } from '../../src/index';

/** A contract case: one valid call of an operation through the SDK. */
export type Cases = Record<
  string,
  (client: ApiClient) => Promise<{ response: Response; data?: unknown; error?: unknown }>
>;

export const formData = formDataSerializer;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A small upload; Prism checks the multipart shape, not the workbook's content. */
export function xlsx(name: string): Blob {
  return new Blob([`contract test file ${name}`], { type: name === 'receipt' ? 'application/pdf' : XLSX_TYPE });
}
