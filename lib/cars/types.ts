// The car as the read side knows it (cached for the showroom and GET /api/cars). Plain data only: it crosses
// the 'use cache' boundary, so money is a number and dates are ISO strings.

export type CarStatus = "available" | "sold";

export type CarImage = { url: string; publicId: string; width: number; height: number };

export type CarRecord = {
  id: string;
  brand: string;
  model: string;
  /** As entered: "2023" or "2020/2021". */
  year: string;
  /** First number of `year`: what filters and sorting use. */
  yearValue: number;
  price: number;
  mileage: number;
  engine: string | null;
  transmission: string | null;
  fuel: string | null;
  color: string;
  description: string | null;
  features: string[];
  specifications: Record<string, string>;
  /** In display order: the first is the main photo. */
  images: CarImage[];
  isFeatured: boolean;
  isTurbo: boolean;
  whatsappMessage: string | null;
  views: number;
  phoneClicks: number;
  whatsappClicks: number;
  status: CarStatus;
  createdAt: string;
  updatedAt: string;
};

/** What only staff with the cars permission may read. */
export type StaffCarRecord = CarRecord & { purchasePrice: number | null; purchaseDate: string | null };

/** The fields a car card shows: small enough to pass to client components without the whole record. */
export type CarSummary = Pick<
  CarRecord,
  | "id"
  | "brand"
  | "model"
  | "year"
  | "price"
  | "mileage"
  | "engine"
  | "transmission"
  | "fuel"
  | "features"
  | "isFeatured"
  | "isTurbo"
  | "whatsappMessage"
  | "status"
> & { photo: CarImage | null };

/** The card's fields from any car that has them: a cached record, or the API's car in the admin grid. */
export function toCarSummary(car: Omit<CarSummary, "photo"> & { images: CarImage[] }): CarSummary {
  return {
    id: car.id,
    brand: car.brand,
    model: car.model,
    year: car.year,
    price: car.price,
    mileage: car.mileage,
    engine: car.engine,
    transmission: car.transmission,
    fuel: car.fuel,
    features: car.features,
    isFeatured: car.isFeatured,
    isTurbo: car.isTurbo,
    whatsappMessage: car.whatsappMessage,
    status: car.status,
    photo: car.images[0] ?? null,
  };
}
