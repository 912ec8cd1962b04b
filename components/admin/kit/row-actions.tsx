"use client";

import { Ellipsis, Pencil, Trash2, type LucideIcon } from "lucide-react";
import { useRef } from "react";

import { Button } from "@/components/ui/button";
import { ACTIONS_COLUMN_ID, type DataTableColumn } from "@/components/ui/data-table";
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

function Item({ action, onCommand }: { action: RowAction; onCommand: (run: () => void) => void }) {
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
      onSelect={action.onSelect ? () => onCommand(action.onSelect!) : undefined}
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
 * actions the record has, and a phone's card has the same menu in its corner. A command runs once the menu has
 * closed and given the focus back to its button, so a dialog it opens (a confirmation, a form) returns the focus
 * to that row's button when it closes, not to the top of the page.
 */
export function RowActions({ label, actions }: Props) {
  const trigger = useRef<HTMLButtonElement>(null);
  const pending = useRef<(() => void) | null>(null);
  if (actions.length === 0) return null;
  const command = (run: () => void) => {
    pending.current = run;
  };
  const common = actions.filter((action) => !action.destructive);
  const destructive = actions.filter((action) => action.destructive);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          aria-label={label}
          data-testid="row-actions"
          className="size-9"
        >
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="min-w-48"
        onCloseAutoFocus={(event) => {
          const run = pending.current;
          pending.current = null;
          if (!run) return;
          event.preventDefault();
          trigger.current?.focus();
          run();
        }}
      >
        {common.map((action) => (
          <Item key={action.id} action={action} onCommand={command} />
        ))}
        {common.length > 0 && destructive.length > 0 ? <DropdownMenuSeparator /> : null}
        {destructive.map((action) => (
          <Item key={action.id} action={action} onCommand={command} />
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

/** The last column of a list: each row's actions menu, named after the row (a card's top corner on phones). */
export function actionsColumn<Row extends object>(
  label: (row: Row) => string,
  actions: (row: Row) => readonly RowAction[],
): DataTableColumn<Row> {
  return {
    id: ACTIONS_COLUMN_ID,
    header: () => <span className="sr-only">Ações</span>,
    enableSorting: false,
    meta: { className: "w-12 text-right" },
    cell: ({ row: { original } }) => <RowActions label={label(original)} actions={actions(original)} />,
  };
}
