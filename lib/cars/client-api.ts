import { ApiError, apiRequest } from "@/lib/api-client";
import type { ApiCar } from "@/lib/cars/dto";
import type { CarFormValues } from "@/lib/cars/schema";
import type { UploadedImage } from "@/lib/cars/upload-pipeline";

// The admin panel's calls of the cars API (docs/business-rules.md "Cars") from the browser, through the admin
// client: a failure is thrown as its ApiError. The stock list itself is read with useApiData.

/** The route of every car, sold ones included, fresh and with the purchase fields (cars permission). */
export const STAFF_CARS_URL = "/api/cars?status=all";

/** The cars of one status, as staff read them (fresh, with the purchase and registration fields). */
export const staffCarsUrl = (status: "available" | "sold") => `/api/cars?status=${status}`;

/** POST /api/cars (no id) or PUT /api/cars/{id} with the form's values and the ordered photo list. */
export async function saveCar(
  id: string | null,
  values: CarFormValues & { images: UploadedImage[] },
): Promise<ApiCar> {
  const body = await apiRequest<{ car: ApiCar }>(id ? `/api/cars/${encodeURIComponent(id)}` : "/api/cars", {
    method: id ? "PUT" : "POST",
    json: values,
  });
  return body.car;
}

export type ImagesDeletionSummary = { deleted: number; failed: number };

/** Deletes a car and its photos; says how many photos could not be removed from storage, when it knows. */
export async function deleteCarRequest(id: string): Promise<ImagesDeletionSummary | null> {
  const body = await apiRequest<{ imagesDeletionSummary?: ImagesDeletionSummary } | null>(
    `/api/cars/${encodeURIComponent(id)}`,
    { method: "DELETE" },
  );
  return body?.imagesDeletionSummary ?? null;
}

/** Removes a photo uploaded for a car that was then not saved. 404 counts as deleted (docs/admin-panel.md). */
export async function deleteUploadedPhoto(publicId: string): Promise<boolean> {
  try {
    await apiRequest("/api/cloudinary/delete-image", {
      method: "DELETE",
      json: { publicId },
      keepalive: true,
    });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 404;
  }
}
