// Calls from the admin tabs to the /api routes: JSON or multipart in, JSON out, errors as ApiError with the
// server's pt-BR text and field messages (mapped back onto the form with setError).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type RequestOptions = { method?: string; json?: unknown; form?: FormData };

export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers: options.json === undefined ? undefined : { "Content-Type": "application/json" },
      body: options.json === undefined ? options.form : JSON.stringify(options.json),
    });
  } catch {
    throw new ApiError(0, "Sem conexão com o servidor");
  }
  const body = (await response.json().catch(() => null)) as {
    error?: string;
    fields?: Record<string, string>;
  } | null;
  if (!response.ok)
    throw new ApiError(response.status, body?.error ?? `Erro ${response.status}`, body?.fields ?? {});
  return body as T;
}

/** The file name of a Content-Disposition header, preferring the UTF-8 filename*. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Downloads a protected file through the session and saves it under the server's name. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, body?.error ?? `Erro ${response.status}`);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = dispositionFileName(response.headers.get("content-disposition")) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
