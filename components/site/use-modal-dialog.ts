"use client";

import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * Drives a native <dialog> as a modal from React state: the browser then provides the focus trap, Escape and
 * the inert background. `lockScroll` also stops the page behind from scrolling (the phone viewer).
 */
export function useModalDialog(open: boolean, onClose: () => void, options: { lockScroll?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { lockScroll = false } = options;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The "close" event arrives in a later task. React's development mode unmounts and remounts a new component's
    // effects at once (Strict Mode): the cleanup below closes the dialog and the remount reopens it before that
    // event arrives. Only a dialog that is still closed has really been closed.
    const handleClose = () => {
      if (!dialog.open) onClose();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, [onClose]);

  // Navigating away keeps the page in the document, hidden (Next.js preserves recent pages with Activity): a modal
  // left open there would keep the new page inert, so it is closed as soon as its page is hidden.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (!open || !lockScroll) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open, lockScroll]);

  return ref;
}
