-- AlterTable
ALTER TABLE "ContactTicket" ADD COLUMN     "financing" JSONB;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "mustChangePassword" BOOLEAN NOT NULL DEFAULT false;
