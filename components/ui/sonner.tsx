"use client";

import * as React from "react";
import { Toaster as Sonner } from "sonner";

import { toasterListening } from "@/lib/toast";

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

/** Sonner's Toaster with the app's look, texts and hotkey; lib/toast's toasts wait until it listens. */
function Toaster(props: ToasterProps) {
  // A parent's effects run after its children's: Sonner listens by now.
  React.useEffect(toasterListening, []);
  return <SonnerToaster {...props} />;
}

export { Toaster };
export type { ToasterProps };
