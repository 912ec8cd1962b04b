"use client";

import type { ComponentProps } from "react";

import { Input } from "@/components/site/controls";
import { maskPhone } from "@/lib/format/phone";

/** A telephone input that applies the (NN) NNNNN-NNNN mask as the visitor types (docs/showroom.md). */
export function PhoneInput({ onChange, ...props }: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <Input
      {...props}
      type="tel"
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
