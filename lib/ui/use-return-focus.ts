"use client";

import { useRef } from "react";

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Radix's dialogs give the focus back to their Trigger when they close. A dialog opened from code (a row menu's
 * 'Excluir' or 'Editar') has no Trigger, and the focus fell to the page: a keyboard or screen-reader user was
 * sent back to the top. These handlers note the element that had the focus when the dialog opened and give it the
 * focus back when it closes, while it is still on the page; a caller's own handler that prevents the default
 * keeps the last word.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Fired before the dialog moves the focus inside: the active element is still the opener.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
