"use client";

import { useCallback, useEffect, useState } from "react";

import { requestJson } from "@/lib/admin/api-client";

// Loads a tab's data from an /api route when the tab opens, with a reload for after mutations.

export type ApiData<T> =
  | { state: "loading"; data?: undefined; status?: undefined; message?: undefined }
  | { state: "ready"; data: T; status?: undefined; message?: undefined }
  | { state: "error"; data?: undefined; status?: number; message: string };

export function useApiData<T>(
  path: string,
): ApiData<T> & { reload: () => void; setData: (update: (data: T) => T) => void } {
  const [result, setResult] = useState<ApiData<T>>({ state: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    requestJson<T>(path, { signal: controller.signal })
      .then((outcome) => {
        setResult(
          outcome.ok
            ? { state: "ready", data: outcome.data }
            : { state: "error", status: outcome.status, message: outcome.message },
        );
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) =>
      setResult((current) =>
        current.state === "ready" ? { state: "ready", data: update(current.data) } : current,
      ),
    [],
  );
  return { ...result, reload, setData };
}
