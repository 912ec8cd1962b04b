"use client";

import { memo, useEffect } from "react";
import { useForm, type FieldValues } from "react-hook-form";

import type { BoundForm, FormControllerProps } from "@/components/site/deferred-form";

/**
 * react-hook-form's useForm for a showroom form (see deferred-form.ts): loaded once the visitor starts on the
 * form, it renders nothing and hands the form and the state it shows (errors, isSubmitting) to the form, again
 * after each change of that state. Memoized: only react-hook-form's own updates render it.
 */
function Controller<TInput extends FieldValues, TOutput>({
  options,
  onBound,
}: FormControllerProps<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>(options);
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    const bound: BoundForm<TInput, TOutput> = { form, errors: { ...errors }, isSubmitting };
    onBound(bound);
  });
  return null;
}

export const FormController = memo(Controller) as typeof Controller;
