"use client";

import * as React from "react";
import { Toaster as Sonner } from "sonner";

type ToasterProps = React.ComponentProps<typeof Sonner>;

// Sonner's own rich colours fall below 4.5:1 (its warning text is 2.9:1), so the rich palette is remapped to
// the theme's AA-checked colours. fontFamily "inherit" because Sonner hard-codes a system font stack.
const themeStyle = {
  fontFamily: "inherit",
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--success-bg": "#f0fdf4",
  "--success-border": "#bbf7d0",
  "--success-text": "#15803d",
  "--info-bg": "#eff6ff",
  "--info-border": "#bfdbfe",
  "--info-text": "#1d4ed8",
  "--warning-bg": "#fffbeb",
  "--warning-border": "#fde68a",
  "--warning-text": "#92400e",
  "--error-bg": "#fef2f2",
  "--error-border": "#fecaca",
  "--error-text": "#b91c1c",
  "--border-radius": "var(--radius)",
} as React.CSSProperties;

// How many page-mounted Toasters are on screen: the on-demand one (components/ui/toaster-host.tsx) steps aside
// while a page mounts its own, so a toast is never shown twice.
let mountedToasters = 0;
const listeners = new Set<() => void>();

function subscribeToMounted(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

function changeMounted(delta: number) {
  mountedToasters += delta;
  for (const listener of listeners) listener();
}

function SonnerToaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-center"
      duration={4000}
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      richColors
      style={{ ...themeStyle, ...style }}
      toastOptions={{ closeButtonAriaLabel: "Fechar notificação" }}
      {...props}
    />
  );
}

/** The Toaster a page mounts with itself (admin, auth): toasts from lib/toast show here while it is mounted. */
function Toaster(props: ToasterProps) {
  React.useEffect(() => {
    changeMounted(1);
    return () => changeMounted(-1);
  }, []);
  return <SonnerToaster {...props} />;
}

/**
 * The Toaster of pages that mount none (the showroom), rendered on the first toast by toaster-host. `onReady`
 * runs once Sonner listens for toasts (a parent's effects run after its children's).
 */
function OnDemandToaster({ onReady }: { onReady: () => void }) {
  const pageHasOne = React.useSyncExternalStore(
    subscribeToMounted,
    () => mountedToasters > 0,
    () => false,
  );
  React.useEffect(onReady, [onReady]);
  return pageHasOne ? null : <SonnerToaster />;
}

export { OnDemandToaster, Toaster };
export type { ToasterProps };
