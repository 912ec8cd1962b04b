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

/** Sonner's Toaster with the app's look, texts and hotkey. */
function Toaster({ style, ...props }: ToasterProps) {
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

// On a phone a page's sticky header sits where a top-centred toast would land (and hides what it says), so
// toasts go to the bottom of the screen there; wider screens keep them at the top.
const PHONE = "(max-width: 639px)";

function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isPhone = () => window.matchMedia(PHONE).matches;

/** The Toaster at the bottom centre on phones and the top centre elsewhere. */
function ResponsiveToaster(props: Omit<ToasterProps, "position">) {
  const phone = React.useSyncExternalStore(subscribePhone, isPhone, () => false);
  return <Toaster position={phone ? "bottom-center" : "top-center"} {...props} />;
}

export { ResponsiveToaster, Toaster };
export type { ToasterProps };
