// Sends the trade-in request from the browser with XMLHttpRequest, the one browser API that reports how much of
// a request body has gone out (fetch does not), so the form can show the photos' upload progress.

export const TRADE_IN_ENDPOINT = "/api/trade-ins";

export type SendAnswer = { status: number; body: { error?: string; fields?: Record<string, string> } | null };

/** Posts the form; `onProgress` gets the fraction sent (0..1). Rejects only when the network fails. */
export function sendTradeIn(form: FormData, onProgress: (fraction: number) => void): Promise<SendAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", TRADE_IN_ENDPOINT);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as SendAnswer["body"];
      resolve({ status: request.status, body: body && typeof body === "object" ? body : null });
    });
    request.addEventListener("error", () => reject(new Error("network error")));
    request.addEventListener("abort", () => reject(new Error("aborted")));
    request.send(form);
  });
}
