-- Trade-in appraisal requests ('Avalie seu usado'): the visitor's car on the ticket, and its photos as private
-- files linked to it in order.

-- AlterEnum
ALTER TYPE "StoredFileKind" ADD VALUE 'trade_in_photo';

-- AlterTable
ALTER TABLE "ContactTicket" ADD COLUMN     "tradeInBrand" VARCHAR(60),
ADD COLUMN     "tradeInMileage" INTEGER,
ADD COLUMN     "tradeInModel" VARCHAR(120),
ADD COLUMN     "tradeInNotes" TEXT,
ADD COLUMN     "tradeInPlate" VARCHAR(7),
ADD COLUMN     "tradeInYear" VARCHAR(20);

-- CreateTable
CREATE TABLE "TradeInPhoto" (
    "ticketId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "fileId" TEXT NOT NULL,

    CONSTRAINT "TradeInPhoto_pkey" PRIMARY KEY ("ticketId","position")
);

-- CreateIndex
CREATE UNIQUE INDEX "TradeInPhoto_fileId_key" ON "TradeInPhoto"("fileId");

-- AddForeignKey
ALTER TABLE "TradeInPhoto" ADD CONSTRAINT "TradeInPhoto_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "ContactTicket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TradeInPhoto" ADD CONSTRAINT "TradeInPhoto_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
