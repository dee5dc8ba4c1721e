/**
 * Body serializer for multipart/form-data operations: pass it as `bodySerializer` so that the
 * typed body (with Blob fields) is sent as a form. Arrays become repeated fields.
 */
export function formDataSerializer(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}
