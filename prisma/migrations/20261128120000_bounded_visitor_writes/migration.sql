-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "cancelledAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "temporaryPasswordExpiresAt" TIMESTAMP(3);

-- A temporary password given before expiry existed gets its 72 hours from now.
UPDATE "User" SET "temporaryPasswordExpiresAt" = now() + interval '72 hours' WHERE "mustChangePassword";
