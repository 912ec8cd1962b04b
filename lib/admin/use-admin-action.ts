"use client";

import { useCallback, useState } from "react";

import { serverErrorOf } from "@/lib/api-client";
import { toast } from "@/lib/toast";

// The admin's one way to run a change from a button or a confirmation (docs/admin-panel.md): busy while the call
// runs, then the success toast and the refresh, or the failure toast with the server's own text.

type ToastText = string | { title: string; description?: string };

export type AdminAction<T> = {
  /** The change, through apiRequest. */
  call: () => Promise<T>;
  success: ToastText;
  /** The failure toast's title. */
  failure: string;
  /** The failure toast's description: by default the server's own text, when it sent one. */
  describe?: (error: unknown) => string | undefined;
  /** After the success toast: the refresh, closing a dialog. Still busy until it settles. */
  onSuccess?: (result: T) => unknown;
  /** Once the change is over, whatever its outcome. */
  onSettled?: () => void;
};

export function useAdminAction(): { busy: boolean; run: <T>(action: AdminAction<T>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(action: AdminAction<T>) => {
    setBusy(true);
    try {
      const result = await action.call();
      const success = typeof action.success === "string" ? { title: action.success } : action.success;
      toast.success(success.title, { description: success.description });
      await action.onSuccess?.(result);
    } catch (error) {
      toast.error(action.failure, { description: (action.describe ?? serverErrorOf)(error) });
    } finally {
      setBusy(false);
      action.onSettled?.();
    }
  }, []);
  return { busy, run };
}
