import type { ComponentProps } from "react";

import { Input } from "@/components/ui/input";
import { maskPhone } from "@/lib/format/phone";

/**
 * A telephone input that applies the (NN) NNNNN-NNNN mask as the visitor types (docs/showroom.md), before the
 * form sees the value. Autofill offers the national number (a full "+55 …" would not fit the 11-digit mask), and
 * the HTML standard allows that autofill field only on a text input: the phone keypad comes from inputMode.
 */
export function PhoneInput({ onChange, ...props }: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 98765-4321"
      onChange={(event) => {
        event.target.value = maskPhone(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
