"use client";

import { Camera, FileImage, ImagePlus, X } from "lucide-react";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import { addFiles, newItem, sniffPickedFiles, type PickerItem } from "@/lib/cars/photo-picker";
import { PHOTO_INPUT_ACCEPT } from "@/lib/cars/upload-pipeline";
import { MAX_TRADE_IN_PHOTOS } from "@/lib/constants/uploads";
import { toast } from "@/lib/toast";

type Props = {
  id: string;
  items: PickerItem[];
  onChange: (items: PickerItem[]) => void;
  disabled?: boolean;
  error?: string;
};

let nextId = 0;
const itemId = () => `trade-in:${(nextId += 1)}`;

/**
 * Up to 6 photos of the visitor's car, taken with the phone's camera or picked from its gallery: judged by their
 * bytes as they are picked (the admin picker's rules), previewed (HEIC/HEIF get a placeholder: browsers cannot
 * draw them) and removable one by one.
 */
export function TradeInPhotos({ id, items, onChange, disabled = false, error }: Props) {
  const galleryRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  });
  // The previews' object URLs are released when the picker goes away.
  useEffect(
    () => () => {
      for (const item of latest.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  async function add(files: File[]) {
    if (!files.length) return;
    const picked = await sniffPickedFiles(files);
    const result = addFiles(
      latest.current,
      picked,
      (file) => newItem(file, itemId(), (blob) => URL.createObjectURL(blob)),
      MAX_TRADE_IN_PHOTOS,
    );
    if (result.invalid.length)
      toast.error("Arquivo inválido", {
        description: `${result.invalid.map((file) => file.name).join(", ")} não é uma foto.`,
      });
    if (result.overLimit.length)
      toast.error("Limite de fotos", { description: `Envie no máximo ${MAX_TRADE_IN_PHOTOS} fotos.` });
    onChange(result.items);
  }

  function remove(item: PickerItem) {
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    onChange(latest.current.filter((other) => other.id !== item.id));
  }

  const full = items.length >= MAX_TRADE_IN_PHOTOS;
  const describedBy = [`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={describedBy} data-testid="trade-in-photos">
      <legend className="mb-2 text-sm font-medium">Fotos do carro (opcional)</legend>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        Até {MAX_TRADE_IN_PHOTOS} fotos: frente, traseira, laterais, interior e painel ajudam na avaliação.{" "}
        <span aria-live="polite">
          {items.length}/{MAX_TRADE_IN_PHOTOS} fotos
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={disabled || full}
          onClick={() => cameraRef.current?.click()}
        >
          <Camera aria-hidden="true" />
          Tirar foto
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={disabled || full}
          onClick={() => galleryRef.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          Escolher fotos
        </Button>
      </div>
      {/* capture opens the camera straight away on phones; the other input leaves the choice (camera or
          gallery) to the system's picker and takes several at once. */}
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        aria-label="Tirar foto"
        onChange={(event) => {
          void add(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      <input
        id={id}
        ref={galleryRef}
        type="file"
        accept={PHOTO_INPUT_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        aria-label="Escolher fotos"
        data-testid="trade-in-photo-input"
        onChange={(event) => {
          void add(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      {items.length ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Fotos escolhidas">
          {items.map((item, index) => (
            <li key={item.id} className="relative aspect-square overflow-hidden rounded-md border bg-muted">
              {item.previewUrl ? (
                // An object URL of the visitor's own file: next/image has nothing to optimise here.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={item.previewUrl}
                  alt={`Foto ${index + 1}: ${item.name}`}
                  className="size-full object-cover"
                />
              ) : (
                <div className="flex size-full flex-col items-center justify-center gap-1 p-1 text-center text-xs text-muted-foreground">
                  <FileImage className="size-6" aria-hidden="true" />
                  <span className="line-clamp-2 break-all">{item.name}</span>
                </div>
              )}
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(item)}
                className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">
                  Remover foto {index + 1} ({item.name})
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
