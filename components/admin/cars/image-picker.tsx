"use client";

import { ArrowLeft, ArrowRight, FileImage, ImagePlus, Star, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ComponentProps, type DragEvent } from "react";
import { toast } from "@/lib/toast";

import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { CarPhoto } from "@/components/site/car-photo";
import { Button } from "@/components/ui/button";
import { deleteUploadedPhoto } from "@/lib/cars/client-api";
import { IMAGE_TOASTS } from "@/lib/cars/messages";
import {
  addFiles,
  makeMain,
  moveItem,
  newItem,
  sniffPickedFiles,
  type PickerItem,
} from "@/lib/cars/photo-picker";
import { PHOTO_INPUT_ACCEPT } from "@/lib/cars/upload-pipeline";
import { MAX_IMAGES_PER_CAR } from "@/lib/constants/cars";
import { cn } from "@/lib/utils";

type Props = {
  items: PickerItem[];
  onChange: (items: PickerItem[]) => void;
  disabled?: boolean;
};

let nextId = 0;
const pickerId = () => `new:${Date.now().toString(36)}-${(nextId += 1)}`;

/** Image files carried by a paste or a drop (clipboard screenshots arrive as files named image.png). */
function filesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  if (data.files.length) return Array.from(data.files);
  return Array.from(data.items)
    .filter((item) => item.kind === "file")
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}

/**
 * The car form's photos (docs/admin-panel.md): drag and drop, click or paste, at most 20 ('x/20 imagens'); the
 * first is the main photo ('Principal'); any photo can be made the main one or moved left and right; each is
 * labelled 'Existente' or 'Nova'; HEIC/HEIF files show a placeholder (browsers cannot draw them); removing a
 * stored photo asks for confirmation. Photos are only uploaded when the car is saved.
 */
export function ImagePicker({ items, onChange, disabled = false }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState<PickerItem | null>(null);
  const latest = useRef({ items, onChange, disabled });
  useEffect(() => {
    latest.current = { items, onChange, disabled };
  });

  async function add(files: File[]) {
    if (!files.length || latest.current.disabled) return;
    let picked;
    try {
      picked = await sniffPickedFiles(files);
    } catch {
      toast.error(IMAGE_TOASTS.readError);
      return;
    }
    try {
      let unreadable = false;
      const result = addFiles(latest.current.items, picked, (photo) =>
        newItem(photo, pickerId(), (file) => {
          try {
            return URL.createObjectURL(file);
          } catch {
            unreadable = true;
            return "";
          }
        }),
      );
      for (const file of result.invalid) {
        const { title, description } = IMAGE_TOASTS.invalidFile(file.name);
        toast.error(title, { description });
      }
      if (result.overLimit.length) {
        toast.error(IMAGE_TOASTS.limitExceeded.title, {
          description: IMAGE_TOASTS.limitExceeded.description,
        });
      }
      if (unreadable) toast.error(IMAGE_TOASTS.readError);
      if (result.added.length) latest.current.onChange(result.items);
    } catch {
      toast.error(IMAGE_TOASTS.processAllError);
    }
  }

  // Pasting anywhere while the form is open adds the clipboard's images; pasted text is left alone.
  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      const files = filesOf(event.clipboardData);
      if (!files.length) return;
      event.preventDefault();
      void add(files);
    }
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, []);

  // Object URLs of the previews are released with the form.
  useEffect(
    () => () => {
      for (const item of latest.current.items) {
        if (item.kind === "new" && item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      }
    },
    [],
  );

  function remove(item: PickerItem) {
    try {
      if (item.kind === "new" && item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      // Uploaded for a save that failed, then dropped: no car will ever show it.
      if (item.kind === "new" && item.image) void deleteUploadedPhoto(item.image.publicId);
      onChange(items.filter((candidate) => candidate.id !== item.id));
    } catch {
      toast.error(IMAGE_TOASTS.removeError);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void add(filesOf(event.dataTransfer));
  }

  const full = items.length >= MAX_IMAGES_PER_CAR;

  return (
    <div className="flex flex-col gap-3" data-testid="image-picker">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium" id="car-images-label">
          Imagens
        </span>
        <span
          className={cn("text-sm", full ? "font-semibold text-destructive" : "text-muted-foreground")}
          data-testid="image-count"
        >
          {items.length}/{MAX_IMAGES_PER_CAR} imagens
        </span>
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "rounded-lg border-2 border-dashed transition-colors",
          dragging ? "border-foreground bg-accent" : "border-input",
          disabled && "opacity-50",
        )}
        data-testid="image-dropzone"
      >
        <button
          type="button"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby="car-images-hint"
          className="flex min-h-28 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg p-4 text-center text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed"
        >
          <ImagePlus className="size-6 text-muted-foreground" aria-hidden="true" />
          <span className="font-medium">Adicionar imagens</span>
          <span id="car-images-hint" className="text-muted-foreground">
            Arraste e solte, clique para escolher ou cole (Ctrl+V). JPEG, PNG, WebP, AVIF ou HEIC.
          </span>
        </button>
        <input
          ref={inputRef}
          type="file"
          accept={PHOTO_INPUT_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Selecionar imagens"
          disabled={disabled}
          onChange={(event) => {
            void add(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
      </div>

      {items.length ? (
        <ol
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-labelledby="car-images-label"
        >
          {items.map((item, index) => (
            <li
              key={item.id}
              className="flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card"
              data-testid="picker-item"
              data-kind={item.kind}
              data-name={item.name}
            >
              <div className="relative aspect-[4/3] bg-muted">
                <Preview item={item} index={index} />
                <span className="absolute top-1.5 left-1.5 flex flex-wrap gap-1">
                  {index === 0 ? (
                    <span className="rounded bg-primary px-1.5 py-0.5 text-xs font-bold text-primary-foreground">
                      Principal
                    </span>
                  ) : null}
                  <span
                    className={cn(
                      "rounded px-1.5 py-0.5 text-xs font-semibold",
                      item.kind === "existing"
                        ? "bg-foreground text-background"
                        : "bg-success text-success-foreground",
                    )}
                  >
                    {item.kind === "existing" ? "Existente" : "Nova"}
                  </span>
                </span>
              </div>
              <div className="flex items-center justify-between gap-0.5 p-1">
                <PhotoButton
                  disabled={disabled || index === 0}
                  aria-label={`Mover imagem ${index + 1} para a esquerda`}
                  onClick={() => onChange(moveItem(items, index, -1))}
                >
                  <ArrowLeft aria-hidden="true" />
                </PhotoButton>
                <PhotoButton
                  disabled={disabled || index === 0}
                  aria-label={`Definir imagem ${index + 1} como principal`}
                  aria-pressed={index === 0}
                  onClick={() => onChange(makeMain(items, index))}
                >
                  <Star aria-hidden="true" className={cn(index === 0 && "fill-current")} />
                </PhotoButton>
                <PhotoButton
                  disabled={disabled || index === items.length - 1}
                  aria-label={`Mover imagem ${index + 1} para a direita`}
                  onClick={() => onChange(moveItem(items, index, 1))}
                >
                  <ArrowRight aria-hidden="true" />
                </PhotoButton>
                <PhotoButton
                  className="text-destructive hover:text-destructive"
                  disabled={disabled}
                  aria-label={`Remover imagem ${index + 1}`}
                  onClick={() => (item.kind === "existing" ? setConfirming(item) : remove(item))}
                >
                  <Trash2 aria-hidden="true" />
                </PhotoButton>
              </div>
            </li>
          ))}
        </ol>
      ) : null}

      <ConfirmDelete
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Remover imagem"
        description={IMAGE_TOASTS.removeConfirm}
        confirmLabel="Remover"
        onConfirm={() => {
          if (confirming) remove(confirming);
          setConfirming(null);
        }}
      />
    </div>
  );
}

function Preview({ item, index }: { item: PickerItem; index: number }) {
  const alt = `Imagem ${index + 1}${index === 0 ? " (principal)" : ""}`;
  if (item.isHeic || !item.previewUrl) {
    return (
      <div
        role="img"
        aria-label={`${alt}: ${item.name}`}
        className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center text-muted-foreground"
      >
        <FileImage className="size-8" aria-hidden="true" />
        <span className="w-full truncate text-xs font-medium">{item.name}</span>
        {item.isHeic ? <span className="text-xs">HEIC: prévia indisponível</span> : null}
      </div>
    );
  }
  if (item.kind === "existing" && item.image) {
    return <CarPhoto photo={item.image} alt={alt} sizes={{ width: 240 }} />;
  }
  // A file picked now: drawn from its object URL (next/image cannot optimise a local blob).
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={item.previewUrl}
      alt={alt}
      className="absolute inset-0 size-full object-cover"
      draggable={false}
    />
  );
}

/** One of the small square buttons under each photo (move, make main, remove). */
function PhotoButton({ className, ...props }: ComponentProps<typeof Button>) {
  return <Button type="button" variant="ghost" size="icon" className={cn("size-9", className)} {...props} />;
}
