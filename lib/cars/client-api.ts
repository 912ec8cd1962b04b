import type { ApiCar } from "@/lib/cars/dto";
import type { CarFormValues } from "@/lib/cars/schema";
import type { UploadedImage } from "@/lib/cars/upload-pipeline";

// The admin panel's calls of the cars API (docs/business-rules.md "Cars") from the browser.

export type Failure = {
  ok: false;
  status: number | null;
  message: string | null;
  fields?: Record<string, string>;
};

async function failure(response: Response): Promise<Failure> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; fields?: unknown } | null;
  return {
    ok: false,
    status: response.status,
    message: typeof body?.error === "string" ? body.error : null,
    fields:
      body?.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : undefined,
  };
}

const networkFailure: Failure = { ok: false, status: null, message: null };

/** Every car, sold ones included, fresh and with the purchase fields (the caller has the cars permission). */
export async function fetchStaffCars(): Promise<{ ok: true; cars: ApiCar[] } | Failure> {
  try {
    const response = await fetch("/api/cars?status=all", { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return failure(response);
    const body = (await response.json()) as { cars?: ApiCar[] };
    return { ok: true, cars: Array.isArray(body.cars) ? body.cars : [] };
  } catch {
    return networkFailure;
  }
}

export type SaveResult = { ok: true; car: ApiCar } | Failure;

/** POST /api/cars (no id) or PUT /api/cars/{id} with the form's values and the ordered photo list. */
export async function saveCar(
  id: string | null,
  values: CarFormValues & { images: UploadedImage[] },
): Promise<SaveResult> {
  try {
    const response = await fetch(id ? `/api/cars/${encodeURIComponent(id)}` : "/api/cars", {
      method: id ? "PUT" : "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
      credentials: "same-origin",
    });
    if (!response.ok) return failure(response);
    const body = (await response.json()) as { car: ApiCar };
    return { ok: true, car: body.car };
  } catch {
    return networkFailure;
  }
}

export type DeleteResult =
  { ok: true; imagesDeletionSummary: { deleted: number; failed: number } | null } | Failure;

export async function deleteCarRequest(id: string): Promise<DeleteResult> {
  try {
    const response = await fetch(`/api/cars/${encodeURIComponent(id)}`, {
      method: "DELETE",
      credentials: "same-origin",
    });
    if (!response.ok) return failure(response);
    const body = (await response.json().catch(() => ({}))) as {
      imagesDeletionSummary?: { deleted: number; failed: number };
    };
    return { ok: true, imagesDeletionSummary: body.imagesDeletionSummary ?? null };
  } catch {
    return networkFailure;
  }
}

/** Removes a photo uploaded for a car that was then not saved. 404 counts as deleted (docs/admin-panel.md). */
export async function deleteUploadedPhoto(publicId: string): Promise<boolean> {
  try {
    const response = await fetch("/api/cloudinary/delete-image", {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ publicId }),
      credentials: "same-origin",
      keepalive: true,
    });
    return response.ok || response.status === 404;
  } catch {
    return false;
  }
}
