import { currentLocale } from '@ssb/contract';
import { ApiError, errorMessageOf } from '../api/api-client';
import { getCurrentIdToken } from '../api/id-token';

/** The file name a Content-Disposition header gives, or `fallback`. */
function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the API streams (the CSV exports) with the signed-in user's token, and
 * hands it to the browser to save under the name the server gives. A failing answer throws
 * an ApiError with the spec's message, as the JSON client does.
 */
export async function downloadFile(path: string, fallbackName: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<void> {
  const token = await getCurrentIdToken();
  // The export's header row comes in the page's language, as the API's messages do.
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetchImpl(`/api${path}`, { headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: the message falls back to HTTP {status}
    }
    throw new ApiError(errorMessageOf(body, response.status), response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
