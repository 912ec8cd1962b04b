"use client";

import dynamic from "next/dynamic";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

import { roleHintFrom } from "@/lib/auth/cookie-names";

// The showroom's one Toaster, downloaded only where a toast can appear: a form on the page asked for it, or the
// visitor is signed in (they arrive from /auth with the toast of their sign-in or sign-up, raised just before
// leaving it). Anonymous visitors of pages without a form load no Sonner.

const ResponsiveToaster = dynamic(
  () => import("@/components/ui/sonner").then((module) => module.ResponsiveToaster),
  { ssr: false },
);

const RequestToaster = createContext<() => void>(() => {});

const noSubscription = () => () => {};
const hasRoleHint = () => roleHintFrom(document.cookie) !== null;

export function SiteToaster({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const signedIn = useSyncExternalStore(noSubscription, hasRoleHint, () => false);
  const request = useCallback(() => setRequested(true), []);
  return (
    <RequestToaster.Provider value={request}>
      {children}
      {requested || signedIn ? <ResponsiveToaster /> : null}
    </RequestToaster.Provider>
  );
}

/** For a component that raises a toast only after a click: call the result first, then raise the toast. */
export function useRequestSiteToaster(): () => void {
  return useContext(RequestToaster);
}

/** Called by a component that raises toasts: the page's Toaster is mounted once it renders. */
export function useSiteToaster() {
  const request = useContext(RequestToaster);
  useEffect(request, [request]);
}
