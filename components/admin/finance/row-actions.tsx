"use client";

import { Ellipsis, Pencil, Trash2, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/**
 * One entry of a row's actions menu. A tab builds the list for each row (`saleActions(sale, …)`), so a new
 * action is one more entry of that list: a command (`onSelect`) or a link (`href`, a PDF to download, a page).
 */
export type RowAction = {
  /** Stable and unique in the row's list. */
  id: string;
  label: string;
  icon: LucideIcon;
  onSelect?: () => void;
  href?: string;
  /** With `href`: the link downloads its file instead of opening it. */
  download?: boolean;
  /** With `href`: the page opens in a new tab. */
  newTab?: boolean;
  /** Deleting and the like: shown last, apart, in red. */
  destructive?: boolean;
  testId?: string;
};

type Props = {
  /** The trigger's accessible name, naming the row: "Ações da venda de Maria Souza". */
  label: string;
  actions: readonly RowAction[];
};

function Item({ action }: { action: RowAction }) {
  const { icon: Icon, label } = action;
  const content = (
    <>
      <Icon aria-hidden="true" />
      {label}
    </>
  );
  return (
    <DropdownMenuItem
      variant={action.destructive ? "destructive" : "default"}
      asChild={action.href !== undefined}
      onSelect={action.onSelect}
      data-testid={action.testId}
    >
      {action.href !== undefined ? (
        <a
          href={action.href}
          download={action.download || undefined}
          {...(action.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {content}
        </a>
      ) : (
        content
      )}
    </DropdownMenuItem>
  );
}

/**
 * A row's actions in one menu (Radix's dropdown): a table row stays one line high on a laptop however many
 * actions the record has, and a phone's card has the same menu in its corner. Non-modal, so a confirmation
 * dialog opened from an item takes the focus cleanly once the menu has closed.
 */
export function RowActions({ label, actions }: Props) {
  if (actions.length === 0) return null;
  const common = actions.filter((action) => !action.destructive);
  const destructive = actions.filter((action) => action.destructive);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} data-testid="row-actions" className="size-9">
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        {common.map((action) => (
          <Item key={action.id} action={action} />
        ))}
        {common.length > 0 && destructive.length > 0 ? <DropdownMenuSeparator /> : null}
        {destructive.map((action) => (
          <Item key={action.id} action={action} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The 'Editar' and 'Excluir' every record of the lists ends with (deleting asks first, in the tab). */
export function editDeleteActions(onEdit: () => void, onDelete: () => void): RowAction[] {
  return [
    { id: "edit", label: "Editar", icon: Pencil, onSelect: onEdit },
    { id: "delete", label: "Excluir", icon: Trash2, onSelect: onDelete, destructive: true },
  ];
}
