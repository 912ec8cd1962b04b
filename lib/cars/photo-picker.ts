import { MAX_IMAGES_PER_CAR } from "@/lib/constants";
import { isHeicFile, isPhotoFile, type UploadedImage } from "@/lib/cars/upload-pipeline";

// The photo list of the car form as pure operations (docs/admin-panel.md and docs/business-rules.md): photos the car already has
// ('Existente') and files picked now ('Nova'), in display order, the first being the main photo ('Principal').

export type PickerItem = {
  id: string;
  kind: "existing" | "new";
  /** File name for new photos; the stored name for existing ones. */
  name: string;
  /** What the preview draws: the stored URL, an object URL of the file, or null (HEIC: a placeholder). */
  previewUrl: string | null;
  isHeic: boolean;
  file?: File;
  /** The stored photo: an existing one, or a new one once uploaded. */
  image?: UploadedImage;
};

/** The car's photos as picker items, in order. */
export function existingItems(images: readonly UploadedImage[]): PickerItem[] {
  return images.map((image) => ({
    id: `existing:${image.publicId}`,
    kind: "existing",
    name: image.publicId.split("/").at(-1) ?? image.publicId,
    previewUrl: image.url,
    isHeic: false,
    image,
  }));
}

export type AddResult = {
  items: PickerItem[];
  added: PickerItem[];
  /** Files that are not photos ('Arquivo inválido'). */
  invalid: File[];
  /** Photos left out because the list reached MAX_IMAGES_PER_CAR ('Limite excedido'). */
  overLimit: File[];
};

/**
 * Appends the photos among `files` while the list has room; `toItem` builds each new item (its preview URL).
 * Non-photos are refused; photos past the limit are refused too.
 */
export function addFiles(
  items: readonly PickerItem[],
  files: readonly File[],
  toItem: (file: File) => PickerItem,
  max: number = MAX_IMAGES_PER_CAR,
): AddResult {
  const next = [...items];
  const added: PickerItem[] = [];
  const invalid: File[] = [];
  const overLimit: File[] = [];
  for (const file of files) {
    if (!isPhotoFile(file)) invalid.push(file);
    else if (next.length >= max) overLimit.push(file);
    else {
      const item = toItem(file);
      next.push(item);
      added.push(item);
    }
  }
  return { items: next, added, invalid, overLimit };
}

/** A new item for a picked file: HEIC/HEIF get no preview (browsers cannot draw them). */
export function newItem(file: File, id: string, previewUrl: (file: File) => string): PickerItem {
  const isHeic = isHeicFile(file);
  return { id, kind: "new", name: file.name, file, isHeic, previewUrl: isHeic ? null : previewUrl(file) };
}

/** Moves the item at `index` by `delta` places (−1 left, +1 right); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Makes the item at `index` the main photo (first), keeping the others' order. */
export function makeMain<T>(items: readonly T[], index: number): T[] {
  if (index <= 0 || index >= items.length) return [...items];
  return moveItem(items, index, -index);
}

/** The car's photo list to save: stored photos in the picker's order (new ones that failed to upload are left out). */
export function imagesToSave(items: readonly PickerItem[]): UploadedImage[] {
  return items.flatMap((item) => (item.image ? [item.image] : []));
}
