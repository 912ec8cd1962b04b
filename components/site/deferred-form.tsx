"use client";

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from "react";
import type {
  FieldErrors,
  FieldValues,
  Path,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormProps,
  UseFormRegisterReturn,
  UseFormReturn,
} from "react-hook-form";

// The showroom's forms (contact, proposal) use react-hook-form, but its ~14 KB are not part of the page's first
// load: useDeferredForm draws the form at once with the same register/handleSubmit/formState API, and loads
// react-hook-form (components/site/form-controller) when the visitor starts on the form (focus, typing, submit).
// Until it arrives the fields are plain uncontrolled inputs: what is typed stays in them (react-hook-form reads it
// from the fields when it registers them, as no default values are given), the blur and change events are
// replayed to it (touched fields, validation modes), and a submit is carried out as soon as it is there.

export type BoundForm<TInput extends FieldValues, TOutput> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  errors: FieldErrors<TInput>;
  isSubmitting: boolean;
};

export type FormControllerProps<TInput extends FieldValues, TOutput> = {
  options: UseFormProps<TInput, unknown, TOutput>;
  onBound: (bound: BoundForm<TInput, TOutput>) => void;
};

type Controller = ComponentType<FormControllerProps<FieldValues, unknown>>;

let controllerModule: Promise<Controller> | undefined;
function loadController(): Promise<Controller> {
  controllerModule ??= import("@/components/site/form-controller").then(
    (module) => module.FormController as Controller,
    (error: unknown) => {
      controllerModule = undefined; // offline: the next interaction tries again
      throw error;
    },
  );
  return controllerModule;
}

type FieldEvent = { target: unknown; type: "blur" | "change" };

export function useDeferredForm<TInput extends FieldValues, TOutput>(
  options: Omit<UseFormProps<TInput, unknown, TOutput>, "defaultValues" | "values">,
) {
  const [stableOptions] = useState(options);
  const [LoadedController, setLoadedController] = useState<Controller | null>(null);
  const [bound, setBound] = useState<BoundForm<TInput, TOutput> | null>(null);
  const latest = useRef<BoundForm<TInput, TOutput> | null>(null);
  const early = useRef<Array<{ name: Path<TInput>; event: FieldEvent }>>([]);
  const pendingSubmit = useRef<((form: UseFormReturn<TInput, unknown, TOutput>) => void) | null>(null);

  const start = useCallback(() => {
    void loadController().then(
      (controller) => setLoadedController(() => controller),
      () => undefined,
    );
  }, []);

  useLayoutEffect(() => {
    latest.current = bound;
  }, [bound]);

  // Once react-hook-form has registered the fields (their refs were attached in this commit): replay.
  const ready = bound !== null;
  useEffect(() => {
    const form = latest.current?.form;
    if (!ready || !form) return;
    for (const { name, event } of early.current.splice(0)) {
      const field = form.register(name);
      void (event.type === "blur" ? field.onBlur(event) : field.onChange(event));
    }
    const submit = pendingSubmit.current;
    pendingSubmit.current = null;
    submit?.(form);
  }, [ready]);

  const register = (name: Path<TInput>): UseFormRegisterReturn<Path<TInput>> => {
    if (bound) return bound.form.register(name);
    const remember = async (event: { target: unknown; type?: unknown }) => {
      early.current.push({
        name,
        event: { target: event.target, type: event.type === "blur" ? "blur" : "change" },
      });
      start();
    };
    return { name, ref: () => undefined, onChange: remember, onBlur: remember };
  };

  const handleSubmit =
    (onValid: SubmitHandler<TOutput>, onInvalid?: SubmitErrorHandler<TInput>) => (event: FormEvent) => {
      if (bound) return bound.form.handleSubmit(onValid, onInvalid)(event);
      event.preventDefault();
      pendingSubmit.current = (form) => void form.handleSubmit(onValid, onInvalid)();
      start();
    };

  const reset = (values: TInput) => latest.current?.form.reset(values);

  const controller = LoadedController ? (
    <LoadedController
      options={stableOptions as UseFormProps<FieldValues, unknown, unknown>}
      onBound={setBound as (bound: BoundForm<FieldValues, unknown>) => void}
    />
  ) : null;

  return {
    register,
    handleSubmit,
    reset,
    formState: {
      errors: bound?.errors ?? ({} as FieldErrors<TInput>),
      isSubmitting: bound?.isSubmitting ?? false,
    },
    /** Starts loading react-hook-form (call it when the visitor starts on the form). */
    start,
    /** Render it anywhere inside the component: it draws nothing. */
    controller,
  };
}
