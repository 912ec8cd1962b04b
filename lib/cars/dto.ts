import type { Actor } from "@/lib/auth/actor";
import { roleCan } from "@/lib/auth/permissions";
import type { CarImage, CarRecord, CarStatus, StaffCarRecord } from "@/lib/cars/types";

// The car of docs/business-rules.md "Cars", with the snake_case names the original clients read beside the camelCase ones.
// The purchase fields are added only for callers with the cars permission; nobody else ever gets them.

export type ApiCar = {
  id: string;
  brand: string;
  model: string;
  year: string;
  price: number;
  mileage: number;
  engine: string | null;
  transmission: string | null;
  fuel: string | null;
  color: string;
  description: string | null;
  features: string[];
  specifications: Record<string, string>;
  images: CarImage[];
  isFeatured: boolean;
  isTurbo: boolean;
  whatsappMessage: string | null;
  views: number;
  phoneClicks: number;
  whatsappClicks: number;
  phone_clicks: number;
  whatsapp_clicks: number;
  status: CarStatus;
  createdAt: string;
  updatedAt: string;
  purchasePrice?: number | null;
  purchaseDate?: string | null;
};

export function canReadPurchase(actor: Actor | null): boolean {
  return roleCan(actor?.role, "cars:write");
}

function isStaffRecord(car: CarRecord | StaffCarRecord): car is StaffCarRecord {
  return "purchasePrice" in car;
}

export function toApiCar(car: CarRecord | StaffCarRecord, actor: Actor | null): ApiCar {
  const shaped: ApiCar = {
    id: car.id,
    brand: car.brand,
    model: car.model,
    year: car.year,
    price: car.price,
    mileage: car.mileage,
    engine: car.engine,
    transmission: car.transmission,
    fuel: car.fuel,
    color: car.color,
    description: car.description,
    features: car.features,
    specifications: car.specifications,
    images: car.images,
    isFeatured: car.isFeatured,
    isTurbo: car.isTurbo,
    whatsappMessage: car.whatsappMessage,
    views: car.views,
    phoneClicks: car.phoneClicks,
    whatsappClicks: car.whatsappClicks,
    phone_clicks: car.phoneClicks,
    whatsapp_clicks: car.whatsappClicks,
    status: car.status,
    createdAt: car.createdAt,
    updatedAt: car.updatedAt,
  };
  if (canReadPurchase(actor) && isStaffRecord(car)) {
    shaped.purchasePrice = car.purchasePrice;
    shaped.purchaseDate = car.purchaseDate;
  }
  return shaped;
}
