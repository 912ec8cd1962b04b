-- The car's registration data (plate, RENAVAM, chassis): optional, staff-only, printed on the sale documents.
ALTER TABLE "Car" ADD COLUMN "plate" VARCHAR(7),
ADD COLUMN "renavam" VARCHAR(11),
ADD COLUMN "chassis" VARCHAR(17);
