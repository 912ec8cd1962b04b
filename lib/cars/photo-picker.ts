import type { UploadedImage } from "@/lib/cars/upload-pipeline";
import { MAX_IMAGES_PER_CAR } from "@/lib/constants/cars";
import { sniffPhotoFormat, type PhotoInputFormat } from "@/lib/images/detect";

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

/** A picked file and the photo format its first bytes name (null: not a photo, whatever its name or type). */
export type PickedFile = { file: File; format: PhotoInputFormat | null };

/** Enough of a file's start to recognise every accepted format (an ISO-BMFF `ftyp` box is at most this long). */
export const SNIFF_BYTES = 4096;

/**
 * Judges picked files by their bytes with the server's own magic-number check, so a text file named `.jpg`
 * is refused when it is picked instead of failing at upload. Reads only the start of each file.
 */
export async function sniffPickedFiles(files: readonly File[]): Promise<PickedFile[]> {
  return Promise.all(
    files.map(async (file) => ({
      file,
      format: sniffPhotoFormat(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())),
    })),
  );
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
 * Files whose bytes are not a photo are refused; photos past the limit are refused too.
 */
export function addFiles(
  items: readonly PickerItem[],
  files: readonly PickedFile[],
  toItem: (picked: PickedFile) => PickerItem,
  max: number = MAX_IMAGES_PER_CAR,
): AddResult {
  const next = [...items];
  const added: PickerItem[] = [];
  const invalid: File[] = [];
  const overLimit: File[] = [];
  for (const picked of files) {
    if (!picked.format) invalid.push(picked.file);
    else if (next.length >= max) overLimit.push(picked.file);
    else {
      const item = toItem(picked);
      next.push(item);
      added.push(item);
    }
  }
  return { items: next, added, invalid, overLimit };
}

/** A new item for a picked photo: HEIC/HEIF get no preview (browsers cannot draw them). */
export function newItem(
  { file, format }: PickedFile,
  id: string,
  previewUrl: (file: File) => string,
): PickerItem {
  const isHeic = format === "heic";
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
