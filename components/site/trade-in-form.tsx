"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch, type FieldPath } from "react-hook-form";

import { visitorFieldError } from "@/components/site/form-errors";
import { FormSuccess } from "@/components/site/form-success";
import { useSiteToaster } from "@/components/site/site-toaster";
import { VisitorContactFields } from "@/components/site/visitor-contact-fields";
import { TradeInPhotos } from "@/components/site/trade-in-photos";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { NumberInput } from "@/components/ui/number-input";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import type { PickerItem } from "@/lib/cars/photo-picker";
import { optimizeImage } from "@/lib/cars/upload-pipeline";
import { BRANDS } from "@/lib/constants/cars";
import { CONTACT_TOASTS } from "@/lib/constants/contact";
import { toast } from "@/lib/toast";
import { maskPlate } from "@/lib/trade-ins/plate";
import { tradeInSchema, type TradeInFormInput, type TradeInValues } from "@/lib/trade-ins/schema";
import { sendTradeIn } from "@/lib/trade-ins/send";
import { masked } from "@/lib/ui/masked";
import { useFieldIds } from "@/lib/ui/use-field-ids";

// The 'Avalie seu usado' form (docs/showroom.md): the visitor's contact, their car (brand from the option list,
// model with suggestions from the stock, year, mileage and plate masked as typed) and up to 6 photos, resized in
// the browser like the admin's before they are sent, with the upload's progress.

const EMPTY: TradeInFormInput = {
  name: "",
  phone: "",
  email: "",
  brand: "",
  model: "",
  year: "",
  mileage: null,
  plate: "",
  notes: "",
};

const SUCCESS = {
  title: "Pedido de avaliação enviado!",
  description: "Um consultor vai analisar os dados e entrar em contato em breve.",
};

type Field = FieldPath<TradeInFormInput>;
const FIELDS = new Set<string>(Object.keys(EMPTY));

/** Year text as typed: digits and one slash ("2015" or "2015/2016"). */
const maskYear = (value: string) => {
  const [first = "", second] = value.replace(/[^\d/]/g, "").split("/");
  return second === undefined ? first.slice(0, 4) : `${first.slice(0, 4)}/${second.slice(0, 4)}`;
};

export function TradeInForm({ models }: { models: Record<string, string[]> }) {
  useSiteToaster();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TradeInFormInput, unknown, TradeInValues>({
    resolver: zodResolver(tradeInSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const [photos, setPhotos] = useState<PickerItem[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const brand = useWatch({ control, name: "brand" });
  const fieldId = useFieldIds();
  const suggestions = (typeof brand === "string" && models[brand]) || [];

  const error = (field: Field) => visitorFieldError(errors[field]?.message);

  const onValid = async (values: TradeInValues) => {
    setPhotoError(undefined);
    const form = new FormData();
    for (const [name, value] of Object.entries(values))
      if (value !== null && value !== undefined) form.set(name, String(value));
    setProgress(0);
    try {
      // Large photos are resized to 1920 px as JPEG first; HEIC/HEIF and small files go as they are.
      for (const item of photos) {
        if (!item.file) continue;
        const file = await optimizeImage(item.file);
        form.append("photos", file, file.name);
      }
      const answer = await sendTradeIn(form, setProgress);
      if (answer.status === 201) {
        toast.success(SUCCESS.title, { description: SUCCESS.description });
        for (const item of photos) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
        setPhotos([]);
        reset(EMPTY);
        setSent(true);
        return;
      }
      const message = answer.body?.error ?? CONTACT_TOASTS.failure.description;
      const fields = answer.body?.fields ?? {};
      for (const [name, text] of Object.entries(fields))
        if (FIELDS.has(name)) setError(name as Field, { message: text }, { shouldFocus: true });
      if (answer.status === 413 || answer.status === 415 || "photos" in fields)
        setPhotoError(fields.photos ?? message);
      toast.error(CONTACT_TOASTS.failure.title, { description: message });
    } catch {
      toast.error(CONTACT_TOASTS.failure.title, { description: CONTACT_TOASTS.failure.description });
    } finally {
      setProgress(null);
    }
  };

  if (sent) {
    return (
      <FormSuccess
        title={SUCCESS.title}
        testId="trade-in-sent"
        actions={
          <Button type="button" variant="outline" onClick={() => setSent(false)}>
            Avaliar outro carro
          </Button>
        }
      >
        <p>{SUCCESS.description}</p>
      </FormSuccess>
    );
  }

  const busy = isSubmitting;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="grid gap-6"
      aria-label="Pedir avaliação do seu usado"
      data-testid="trade-in-form"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">Seu carro</legend>
        <FormField id={fieldId("brand")} label="Marca" required error={error("brand")}>
          <NativeSelect {...register("brand")} {...fieldA11yProps(fieldId("brand"), error("brand"))} required>
            <NativeSelectOption value="">Selecione a marca</NativeSelectOption>
            {BRANDS.map((option) => (
              <NativeSelectOption key={option} value={option}>
                {option}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={fieldId("model")} label="Modelo" required error={error("model")}>
          <Input
            {...register("model")}
            {...fieldA11yProps(fieldId("model"), error("model"))}
            list={fieldId("models")}
            placeholder="Ex.: Onix LT 1.0"
            autoComplete="off"
            required
          />
          <datalist id={fieldId("models")}>
            {suggestions.map((model) => (
              <option key={model} value={model} />
            ))}
          </datalist>
        </FormField>
        <FormField id={fieldId("year")} label="Ano" required error={error("year")}>
          <Input
            {...masked(register("year"), maskYear)}
            {...fieldA11yProps(fieldId("year"), error("year"))}
            inputMode="numeric"
            placeholder="2018 ou 2018/2019"
            autoComplete="off"
            required
          />
        </FormField>
        <Controller
          control={control}
          name="mileage"
          render={({ field }) => (
            <FormField id={fieldId("mileage")} label="Quilometragem (km)" required error={error("mileage")}>
              <NumberInput
                kind="integer"
                name={field.name}
                value={field.value as number | null | undefined}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                getInputRef={field.ref}
                placeholder="Ex.: 45.000"
                required
                {...fieldA11yProps(fieldId("mileage"), error("mileage"))}
              />
            </FormField>
          )}
        />
        <FormField
          id={fieldId("plate")}
          label="Placa (opcional)"
          error={error("plate")}
          description="Modelo antigo (ABC-1234) ou Mercosul (ABC1D23)."
        >
          <Input
            {...masked(register("plate"), maskPlate)}
            {...fieldA11yProps(fieldId("plate"), error("plate"), true)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="ABC1D23"
          />
        </FormField>
        <FormField
          id={fieldId("notes")}
          label="Observações (opcional)"
          error={error("notes")}
          className="sm:col-span-2"
        >
          <Textarea
            {...register("notes")}
            {...fieldA11yProps(fieldId("notes"), error("notes"))}
            rows={3}
            placeholder="Estado de conservação, revisões, único dono…"
          />
        </FormField>
      </fieldset>

      <TradeInPhotos
        id={fieldId("photos")}
        items={photos}
        onChange={(items) => {
          setPhotos(items);
          setPhotoError(undefined);
        }}
        disabled={busy}
        error={photoError}
      />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">Seus dados</legend>
        <VisitorContactFields
          fields={{ name: register("name"), phone: register("phone"), email: register("email") }}
          fieldId={fieldId}
          error={error}
        />
      </fieldset>

      {progress !== null ? (
        <div className="grid gap-1" data-testid="trade-in-progress">
          <p id={fieldId("progress")} className="text-sm text-muted-foreground">
            {photos.length ? `Enviando fotos… ${Math.round(progress * 100)}%` : "Enviando…"}
          </p>
          <Progress value={Math.round(progress * 100)} aria-labelledby={fieldId("progress")} />
        </div>
      ) : null}

      <Button type="submit" size="lg" disabled={busy} className="sm:justify-self-start">
        {busy ? "Enviando..." : "Pedir avaliação"}
      </Button>
    </form>
  );
}
