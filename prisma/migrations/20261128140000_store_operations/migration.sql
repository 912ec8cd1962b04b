-- CreateEnum
CREATE TYPE "ReservationEnd" AS ENUM ('cancelled', 'sold', 'expired');

-- CreateEnum
CREATE TYPE "SaleApproval" AS ENUM ('pending', 'approved', 'rejected');

-- AlterTable
ALTER TABLE "Car" ADD COLUMN     "minimumPrice" DECIMAL(12,2);

-- AlterTable
ALTER TABLE "Sale" ADD COLUMN     "approval" "SaleApproval",
ADD COLUMN     "approvalAt" TIMESTAMP(3),
ADD COLUMN     "approvalByEmail" VARCHAR(254),
ADD COLUMN     "approvalById" TEXT,
ADD COLUMN     "approvalNote" TEXT,
ADD COLUMN     "commissionPercent" DECIMAL(5,2),
ADD COLUMN     "minimumPrice" DECIMAL(12,2);

-- When a sale last became closed (commissions count by it; IF NOT EXISTS, as another report may want it too).
-- Sales closed before this migration count on their sale date, at noon in São Paulo.
ALTER TABLE "Sale" ADD COLUMN IF NOT EXISTS "closedAt" TIMESTAMP(3);
UPDATE "Sale" SET "closedAt" = ("saleDate" + time '12:00') AT TIME ZONE 'America/Sao_Paulo' AT TIME ZONE 'UTC'
WHERE "status" = 'closed' AND "closedAt" IS NULL;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "commissionPercent" DECIMAL(5,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CarConsignment" (
    "carId" TEXT NOT NULL,
    "ownerName" VARCHAR(120) NOT NULL,
    "ownerDocument" VARCHAR(14) NOT NULL,
    "ownerPhone" VARCHAR(11) NOT NULL,
    "netToOwner" DECIMAL(12,2) NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CarConsignment_pkey" PRIMARY KEY ("carId")
);

-- CreateTable
CREATE TABLE "CarReservation" (
    "id" TEXT NOT NULL,
    "carId" TEXT NOT NULL,
    "clientName" VARCHAR(120) NOT NULL,
    "clientPhone" VARCHAR(11) NOT NULL,
    "deposit" DECIMAL(12,2) NOT NULL,
    "until" DATE NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),
    "endReason" "ReservationEnd",
    "endedById" TEXT,

    CONSTRAINT "CarReservation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CarConsignment_endDate_idx" ON "CarConsignment"("endDate");

-- CreateIndex
CREATE INDEX "CarReservation_carId_createdAt_idx" ON "CarReservation"("carId", "createdAt");

-- One active reservation per car, whatever writes the rows: of two concurrent inserts, the second fails.
CREATE UNIQUE INDEX "CarReservation_one_active_per_car" ON "CarReservation"("carId") WHERE ("endedAt" IS NULL);

-- CreateIndex
CREATE INDEX "Sale_status_closedAt_idx" ON "Sale"("status", "closedAt");

-- CreateIndex
CREATE INDEX "Sale_approval_idx" ON "Sale"("approval");

-- AddForeignKey
ALTER TABLE "CarConsignment" ADD CONSTRAINT "CarConsignment_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CarReservation" ADD CONSTRAINT "CarReservation_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rules of these columns hold whatever writes the rows (the services check them first, with pt-BR messages).
ALTER TABLE "Car" ADD CONSTRAINT "Car_minimum_price_within_price"
  CHECK ("minimumPrice" IS NULL OR ("minimumPrice" > 0 AND "minimumPrice" <= "price"));
ALTER TABLE "User" ADD CONSTRAINT "User_commission_percent_range"
  CHECK ("commissionPercent" >= 0 AND "commissionPercent" <= 20);
ALTER TABLE "CarConsignment" ADD CONSTRAINT "CarConsignment_dates_and_amount"
  CHECK ("endDate" >= "startDate" AND "netToOwner" > 0);
ALTER TABLE "CarReservation" ADD CONSTRAINT "CarReservation_deposit_and_end"
  CHECK ("deposit" >= 0 AND (("endedAt" IS NULL) = ("endReason" IS NULL)));
