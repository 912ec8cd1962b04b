"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, type FieldErrors, type Path } from "react-hook-form";
import { toast } from "@/lib/toast";

import { CONSIGNMENT_FORM_FIELDS, ConsignmentFields } from "@/components/admin/cars/consignment-fields";
import { FipeFields } from "@/components/admin/cars/fipe-fields";
import { ImagePicker } from "@/components/admin/cars/image-picker";
import { PriceHistory } from "@/components/admin/cars/price-history";
import { NumberField } from "@/components/admin/kit/number-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { carToForm } from "@/lib/cars/admin-list";
import { ApiError } from "@/lib/api-client";
import { saveCar, deleteUploadedPhoto } from "@/lib/cars/client-api";
import type { ApiCar } from "@/lib/cars/dto";
import {
  CAR_LIMIT_REACHED,
  CAR_REQUIRED_FIELDS,
  CAR_TOASTS,
  FIELD_REQUIRED,
  IMAGE_TOASTS,
  uploadProgressLabel,
} from "@/lib/cars/messages";
import { existingItems, imagesToSave, type PickerItem } from "@/lib/cars/photo-picker";
import { carFormSchema, emptyCarForm, type CarFormInput, type CarFormValues } from "@/lib/cars/schema";
import { uploadPhotos } from "@/lib/cars/upload-pipeline";
import {
  BRANDS,
  ENGINES,
  FEATURES,
  FUELS,
  MAX_WHATSAPP_MESSAGE_LENGTH,
  TRANSMISSIONS,
} from "@/lib/constants/cars";
import { saoPauloDate } from "@/lib/format/dates";

type Props = {
  /** The car to edit; none to create one. */
  car?: ApiCar;
  onSaved: (car: ApiCar) => void;
  onCancel: () => void;
  /** Tells the dialog when closing must wait (photos uploading, car saving). */
  onBusyChange?: (busy: boolean) => void;
};

type Phase = { kind: "idle" } | { kind: "uploading"; done: number; total: number } | { kind: "saving" };

const FORM_FIELDS = [...Object.keys(emptyCarForm()), ...CONSIGNMENT_FORM_FIELDS] as Array<Path<CarFormInput>>;

const hasMissingField = (errors: FieldErrors<CarFormInput>) =>
  Object.values(errors).some(
    (error) => error && typeof error === "object" && "message" in error && error.message === FIELD_REQUIRED,
  );

/**
 * The car form (docs/admin-panel.md and docs/business-rules.md) in create and edit modes, validated by the schema POST/PUT
 * /api/cars use. Saving uploads the new photos first (optimised, retried, with progress), then saves the car
 * with the kept photos plus those that made it; a partial or failed upload is reported and the car is saved anyway.
 */
export function CarForm({ car, onSaved, onCancel, onBusyChange }: Props) {
  const editing = car !== undefined;
  const form = useForm<CarFormInput, unknown, CarFormValues>({
    resolver: zodResolver(carFormSchema),
    defaultValues: car ? carToForm(car) : emptyCarForm(),
  });
  const { errors, submitCount } = form.formState;
  const [items, setItems] = useState<PickerItem[]>(() => existingItems(car?.images ?? []));
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  // Derived from the current errors (revalidated on every change after a submit), so the line goes away as soon
  // as the required fields are filled instead of staying until the next submit.
  const missingFields = submitCount > 0 && hasMissingField(errors);
  const busy = phase.kind !== "idle";
  const saved = useRef(false);
  const latestItems = useRef(items);
  useEffect(() => {
    latestItems.current = items;
  }, [items]);

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // Photos uploaded for a save that then failed, and abandoned with the form, are not kept in storage.
  useEffect(
    () => () => {
      if (saved.current) return;
      for (const item of latestItems.current) {
        if (item.kind === "new" && item.image) void deleteUploadedPhoto(item.image.publicId);
      }
    },
    [],
  );

  async function submit(values: CarFormValues) {
    let current = items;
    const pending = current.filter((item) => item.kind === "new" && !item.image && item.file);
    let outcome: Awaited<ReturnType<typeof uploadPhotos>> | null = null;
    if (pending.length) {
      setPhase({ kind: "uploading", done: 0, total: pending.length });
      outcome = await uploadPhotos(
        pending.map((item) => ({ file: item.file! })),
        {
          onProgress: (done, total) => setPhase({ kind: "uploading", done, total }),
          onFailure: (index, error) => {
            const name = pending[index]?.name ?? "";
            if (error.permanent) toast.error(IMAGE_TOASTS.processError(name), { description: error.message });
          },
        },
      );
      const uploaded = new Map(pending.map((item, index) => [item.id, outcome!.results[index] ?? null]));
      current = current.map((item) => {
        const image = uploaded.get(item.id);
        return image ? { ...item, image } : item;
      });
      setItems(current);
    }

    setPhase({ kind: "saving" });
    let savedCar: ApiCar;
    try {
      savedCar = await saveCar(car?.id ?? null, { ...values, images: imagesToSave(current) });
    } catch (error) {
      setPhase({ kind: "idle" });
      const failure = error instanceof ApiError ? error : null;
      for (const [name, message] of Object.entries(failure?.fields ?? {})) {
        if ((FORM_FIELDS as string[]).includes(name)) form.setError(name as Path<CarFormInput>, { message });
      }
      if (failure?.status === 409 && failure.serverError === CAR_LIMIT_REACHED)
        toast.error(CAR_LIMIT_REACHED);
      else toast.error(CAR_TOASTS.saveError.title, { description: CAR_TOASTS.saveError.description });
      return;
    }
    setPhase({ kind: "idle" });

    saved.current = true;
    toast.success(editing ? CAR_TOASTS.updated : CAR_TOASTS.created);
    if (outcome?.outcome === "partial") {
      const { title, description } = IMAGE_TOASTS.partial(outcome.uploaded, pending.length);
      toast.warning(title, { description });
    } else if (outcome?.outcome === "failed") {
      const { title, description } = IMAGE_TOASTS.failed(pending.length);
      toast.error(title, { description });
    }
    onSaved(savedCar);
  }

  function invalid(formErrors: FieldErrors<CarFormInput>) {
    if (hasMissingField(formErrors)) toast.error(CAR_REQUIRED_FIELDS);
  }

  const id = (name: string) => `car-${name}`;
  const today = saoPauloDate(new Date());

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit, invalid)(event)}
      className="flex flex-col gap-6"
      aria-label={editing ? "Editar carro" : "Adicionar carro"}
    >
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Dados do veículo</legend>
        <FormField label="Marca" htmlFor={id("brand")} error={errors.brand?.message} required>
          <NativeSelect
            required
            {...fieldA11yProps(id("brand"), errors.brand?.message)}
            {...form.register("brand")}
          >
            <NativeSelectOption value="">Selecione a marca</NativeSelectOption>
            {BRANDS.map((brand) => (
              <NativeSelectOption key={brand} value={brand}>
                {brand}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Modelo" htmlFor={id("model")} error={errors.model?.message} required>
          <Input
            required
            autoComplete="off"
            placeholder="Ex.: Corolla XEi 2.0"
            {...fieldA11yProps(id("model"), errors.model?.message)}
            {...form.register("model")}
          />
        </FormField>
        <FormField label="Ano" htmlFor={id("year")} error={errors.year?.message} required>
          <Input
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="Ex.: 2023 ou 2020/2021"
            {...fieldA11yProps(id("year"), errors.year?.message)}
            {...form.register("year")}
          />
        </FormField>
        <NumberField
          control={form.control}
          name="price"
          id={id("price")}
          label="Preço (R$)"
          kind="money"
          error={errors.price?.message}
          placeholder="Ex.: 89.900,00"
          required
        />
        <NumberField
          control={form.control}
          name="mileage"
          id={id("mileage")}
          label="Quilometragem (km)"
          kind="mileage"
          error={errors.mileage?.message}
          placeholder="Ex.: 45.000"
          required
        />
        <FormField label="Cor" htmlFor={id("color")} error={errors.color?.message} required>
          <Input
            required
            autoComplete="off"
            placeholder="Ex.: Prata"
            {...fieldA11yProps(id("color"), errors.color?.message)}
            {...form.register("color")}
          />
        </FormField>
        <FormField label="Motor" htmlFor={id("engine")} error={errors.engine?.message}>
          <NativeSelect
            {...fieldA11yProps(id("engine"), errors.engine?.message)}
            {...form.register("engine")}
          >
            <NativeSelectOption value="">Selecione o motor</NativeSelectOption>
            {ENGINES.map((engine) => (
              <NativeSelectOption key={engine} value={engine}>
                {engine}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Câmbio" htmlFor={id("transmission")} error={errors.transmission?.message}>
          <NativeSelect
            {...fieldA11yProps(id("transmission"), errors.transmission?.message)}
            {...form.register("transmission")}
          >
            <NativeSelectOption value="">Selecione o câmbio</NativeSelectOption>
            {TRANSMISSIONS.map((transmission) => (
              <NativeSelectOption key={transmission} value={transmission}>
                {transmission}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Combustível" htmlFor={id("fuel")} error={errors.fuel?.message}>
          <NativeSelect {...fieldA11yProps(id("fuel"), errors.fuel?.message)} {...form.register("fuel")}>
            <NativeSelectOption value="">Selecione o combustível</NativeSelectOption>
            {FUELS.map((fuel) => (
              <NativeSelectOption key={fuel} value={fuel}>
                {fuel}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Descrição"
          htmlFor={id("description")}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea
            rows={4}
            {...fieldA11yProps(id("description"), errors.description?.message)}
            {...form.register("description")}
          />
        </FormField>
        <FormField
          label="Mensagem personalizada do WhatsApp"
          htmlFor={id("whatsappMessage")}
          error={errors.whatsappMessage?.message}
          description="Opcional. Sem ela, o cliente envia a mensagem padrão de interesse no carro."
          className="sm:col-span-2"
        >
          <Textarea
            rows={2}
            maxLength={MAX_WHATSAPP_MESSAGE_LENGTH}
            {...fieldA11yProps(id("whatsappMessage"), errors.whatsappMessage?.message, true)}
            {...form.register("whatsappMessage")}
          />
        </FormField>
      </fieldset>

      <FipeFields control={form.control} errors={errors} disabled={busy} />
      {car ? <PriceHistory carId={car.id} /> : null}

      <ImagePicker items={items} onChange={setItems} disabled={busy} />

      <fieldset disabled={busy}>
        <legend className="mb-3 text-base font-semibold">Opcionais</legend>
        <Controller
          control={form.control}
          name="features"
          render={({ field }) => {
            const selected = new Set(field.value ?? []);
            return (
              <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
                {FEATURES.map((feature, index) => (
                  <div key={feature} className="flex items-center gap-2.5">
                    <Checkbox
                      id={`car-feature-${index}`}
                      checked={selected.has(feature)}
                      onCheckedChange={(checked) => {
                        const next = new Set(selected);
                        if (checked === true) next.add(feature);
                        else next.delete(feature);
                        field.onChange(FEATURES.filter((candidate) => next.has(candidate)));
                      }}
                    />
                    <Label htmlFor={`car-feature-${index}`} className="font-normal">
                      {feature}
                    </Label>
                  </div>
                ))}
              </div>
            );
          }}
        />
      </fieldset>

      <fieldset disabled={busy} className="flex flex-col gap-3">
        <legend className="mb-3 text-base font-semibold">Destaques</legend>
        <Controller
          control={form.control}
          name="isFeatured"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id={id("isFeatured")} checked={field.value === true} onCheckedChange={field.onChange} />
              <Label htmlFor={id("isFeatured")}>Carro em destaque</Label>
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="isTurbo"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id={id("isTurbo")} checked={field.value === true} onCheckedChange={field.onChange} />
              <Label htmlFor={id("isTurbo")}>Motor turbo</Label>
            </div>
          )}
        />
      </fieldset>

      <fieldset disabled={busy} className="grid gap-4 rounded-lg border border-dashed p-4 sm:grid-cols-2">
        <legend className="px-1 text-base font-semibold">Dados internos</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Visíveis apenas para a equipe: nunca aparecem no site. Abaixo do preço mínimo, a venda de um
          vendedor aguarda a aprovação de um gerente.
        </p>
        <NumberField
          control={form.control}
          name="purchasePrice"
          id={id("purchasePrice")}
          label="Preço de compra (R$)"
          kind="money"
          error={errors.purchasePrice?.message}
        />
        <FormField label="Data de compra" htmlFor={id("purchaseDate")} error={errors.purchaseDate?.message}>
          <Input
            type="date"
            max={today}
            {...fieldA11yProps(id("purchaseDate"), errors.purchaseDate?.message)}
            {...form.register("purchaseDate")}
          />
        </FormField>
        <NumberField
          control={form.control}
          name="minimumPrice"
          id={id("minimumPrice")}
          label="Preço mínimo (R$)"
          kind="money"
          error={errors.minimumPrice?.message}
        />
      </fieldset>

      <ConsignmentFields form={form} disabled={busy} />

      <fieldset disabled={busy} className="grid gap-4 rounded-lg border border-dashed p-4 sm:grid-cols-3">
        <legend className="px-1 text-base font-semibold">Documentação</legend>
        <p className="text-sm text-muted-foreground sm:col-span-3">
          Visível apenas para a equipe; impressa no contrato, no recibo e no termo de garantia.
        </p>
        <FormField label="Placa" htmlFor={id("plate")} error={errors.plate?.message}>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={8}
            placeholder="ABC1D23"
            className="uppercase"
            {...fieldA11yProps(id("plate"), errors.plate?.message)}
            {...form.register("plate")}
          />
        </FormField>
        <FormField label="RENAVAM" htmlFor={id("renavam")} error={errors.renavam?.message}>
          <Input
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            maxLength={14}
            placeholder="11 dígitos"
            {...fieldA11yProps(id("renavam"), errors.renavam?.message)}
            {...form.register("renavam")}
          />
        </FormField>
        <FormField label="Chassi" htmlFor={id("chassis")} error={errors.chassis?.message}>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={17}
            placeholder="17 caracteres"
            className="uppercase"
            {...fieldA11yProps(id("chassis"), errors.chassis?.message)}
            {...form.register("chassis")}
          />
        </FormField>
      </fieldset>

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t bg-background px-4 py-3 sm:-mx-6 sm:px-6">
        {phase.kind === "uploading" ? (
          <div className="flex flex-col gap-1.5" data-testid="upload-progress">
            <p className="text-sm font-medium" role="status">
              {uploadProgressLabel(phase.done, phase.total)}
            </p>
            <Progress
              value={phase.done}
              max={phase.total}
              aria-label={uploadProgressLabel(phase.done, phase.total)}
            />
          </div>
        ) : null}
        {missingFields ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {CAR_REQUIRED_FIELDS}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" disabled={busy}>
            {phase.kind === "uploading"
              ? "Enviando imagens..."
              : phase.kind === "saving"
                ? "Salvando..."
                : editing
                  ? "Salvar Alterações"
                  : "Cadastrar Carro"}
          </Button>
        </div>
      </div>
    </form>
  );
}
