import type { ComponentProps, ReactNode } from "react";

import { cx } from "@/components/site/cx";
import { Glyph } from "@/components/site/glyph";

const CHEVRON_DOWN = "M6 9l6 6 6-6"; // lucide chevron-down

// The form controls of the showroom's client islands (filter panel, contact and proposal forms): the look and
// markup of components/ui's Button, Input, Textarea, NativeSelect, Label and FormField, with their classes written
// out as the ones tailwind-merge produces there. components/ui builds them with cn() (tailwind-merge),
// class-variance-authority, Radix Slot and lucide, ~15 KB a page would load for a handful of class strings.
// Server components keep using components/ui: nothing of it reaches the browser from there.

const BUTTON_BASE =
  "inline-flex cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
const BUTTON_VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
  outline:
    "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground aria-invalid:border-destructive",
};
const BUTTON_SIZES = {
  default: "h-10 px-4 py-2 text-sm has-[>svg]:px-3 pointer-coarse:min-h-11",
  lg: "h-12 px-6 text-base has-[>svg]:px-4",
};

/**
 * buttonVariants({ variant, size }) of components/ui/button plus `extra`. Buttons keep their width (shrink-0)
 * unless `grow`: flex-1, which replaces it there.
 */
export function buttonClass(
  variant: keyof typeof BUTTON_VARIANTS = "default",
  size: keyof typeof BUTTON_SIZES = "default",
  { grow = false, extra }: { grow?: boolean; extra?: string } = {},
): string {
  return cx(BUTTON_BASE, grow ? "flex-1" : "shrink-0", BUTTON_VARIANTS[variant], BUTTON_SIZES[size], extra);
}

const CONTROL =
  "rounded-md border border-input bg-background py-2 text-base shadow-xs transition-colors focus-visible:border-ring disabled:cursor-not-allowed aria-invalid:border-destructive md:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      className={cx(
        CONTROL,
        "flex h-10 w-full min-w-0 px-3 placeholder:text-muted-foreground disabled:opacity-50 pointer-coarse:min-h-11",
        "file:mr-3 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cx(
        CONTROL,
        "flex field-sizing-content min-h-24 w-full min-w-0 px-3 placeholder:text-muted-foreground disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export function Select(props: Omit<ComponentProps<"select">, "className" | "size">) {
  return (
    <div
      data-slot="native-select-wrapper"
      className="relative w-full min-w-0 has-[select:disabled]:opacity-50"
    >
      <select
        data-slot="native-select"
        data-size="default"
        className={cx(
          CONTROL,
          "h-10 w-full min-w-0 cursor-pointer appearance-none truncate pr-9 pl-3 pointer-coarse:min-h-11",
        )}
        {...props}
      />
      <Glyph
        d={CHEVRON_DOWN}
        data-slot="native-select-icon"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

const LABEL =
  "flex items-center gap-1 text-sm leading-snug font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

export function Label(props: Omit<ComponentProps<"label">, "className">) {
  return <label data-slot="label" className={LABEL} {...props} />;
}

/** components/ui/form-field's FormField (without description): label, control, and the error under it. */
export function FormField({
  id,
  label,
  required = false,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div data-slot="form-field" data-invalid={error ? true : undefined} className="grid min-w-0 gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p
          id={`${id}-error`}
          data-slot="form-field-error"
          role="alert"
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
