"use client";

import { useState } from "react";

/**
 * The dialogs of a list's records: the create/edit form (`editing` is null for a new record) and the delete
 * confirmation (`deleting`, the record it asks about).
 */
export function useRecordDialogs<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    formOpen,
    setFormOpen,
    deleting,
    askDelete: (record: T) => setDeleting(record),
    openNew: () => {
      setEditing(null);
      setFormOpen(true);
    },
    openEdit: (record: T) => {
      setEditing(record);
      setFormOpen(true);
    },
    /** ConfirmDelete's state and answer: the confirmation closes as `remove` starts. */
    confirmDelete: (remove: (record: T) => unknown) => ({
      open: deleting !== null,
      onOpenChange: (open: boolean) => (open ? undefined : setDeleting(null)),
      onConfirm: () => {
        if (!deleting) return;
        setDeleting(null);
        void remove(deleting);
      },
    }),
  };
}
