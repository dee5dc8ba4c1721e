import { apiBaseUrl } from './api-client';

// GAP: fetch reports no upload progress, so multipart uploads go through XMLHttpRequest; the
// SDK's client has no such path. Failures are thrown in the { error, response } shape
// toDomainError reads.
export type UploadRequest = {
  path: string;
  // A form, or a file sent as the whole body (the CCEE hourly file: the server streams it).
  body: FormData | Blob;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};
export type Upload = (request: UploadRequest) => Promise<unknown>;

export class UploadCancelled extends Error {}

type Options = { getToken: () => Promise<string | null> | string | null; language: () => string };

export const xhrUpload =
  ({ getToken, language }: Options): Upload =>
  async ({ path, body, onProgress, signal }) => {
    const token = await getToken();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${apiBaseUrl()}${path}`);
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      // A .csv.gz often has no MIME type in the browser; the server recognises gzip by its bytes.
      if (!(body instanceof FormData)) xhr.setRequestHeader('Content-Type', 'application/octet-stream');
      xhr.setRequestHeader('Accept-Language', language());
      xhr.responseType = 'json';
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
      xhr.onload = () => {
        const response = new Response(null, { status: xhr.status });
        if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response);
        else reject({ error: xhr.response, response });
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new UploadCancelled());
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
