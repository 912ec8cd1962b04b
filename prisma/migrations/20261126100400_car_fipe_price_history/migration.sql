-- AlterTable
ALTER TABLE "Car" ADD COLUMN     "fipeCode" VARCHAR(8),
ADD COLUMN     "fipePrice" DECIMAL(12,2),
ADD COLUMN     "fipeReferenceMonth" VARCHAR(7);

-- The Tabela FIPE reference is all three values or none, whatever writes the row.
ALTER TABLE "Car" ADD CONSTRAINT "Car_fipe_all_or_none" CHECK (
  ("fipeCode" IS NULL AND "fipePrice" IS NULL AND "fipeReferenceMonth" IS NULL)
  OR ("fipeCode" IS NOT NULL AND "fipePrice" IS NOT NULL AND "fipeReferenceMonth" IS NOT NULL)
);

-- CreateTable
CREATE TABLE "CarPriceChange" (
    "id" TEXT NOT NULL,
    "carId" TEXT NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "previousPrice" DECIMAL(12,2),
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "byUserId" TEXT,
    "byEmail" VARCHAR(254),

    CONSTRAINT "CarPriceChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CarPriceChange_carId_changedAt_idx" ON "CarPriceChange"("carId", "changedAt");

-- AddForeignKey
ALTER TABLE "CarPriceChange" ADD CONSTRAINT "CarPriceChange_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Cars that exist already start their history with the price they have, set when they were created (by an
-- unknown member of staff).
INSERT INTO "CarPriceChange" ("id", "carId", "price", "previousPrice", "changedAt")
SELECT gen_random_uuid()::text, "id", "price", NULL, "createdAt" FROM "Car";
