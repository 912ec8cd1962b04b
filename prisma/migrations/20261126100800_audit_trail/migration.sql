-- Audit trail (docs/audit.md): one row per staff create, update or delete of cars, sales, expenses, documents,
-- invoices and user roles. No foreign keys on purpose: entries outlive the audited rows and the actor's account.

-- CreateEnum
CREATE TYPE "AuditEntity" AS ENUM ('car', 'sale', 'expense', 'document', 'invoice', 'user');

-- CreateEnum
CREATE TYPE "AuditAction" AS ENUM ('create', 'update', 'delete');

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT NOT NULL,
    "actorEmail" VARCHAR(254) NOT NULL,
    "entity" "AuditEntity" NOT NULL,
    "entityId" TEXT NOT NULL,
    "action" "AuditAction" NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_entity_entityId_at_idx" ON "AuditEntry"("entity", "entityId", "at" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_at_idx" ON "AuditEntry"("actorId", "at" DESC);

-- CreateIndex
CREATE INDEX "AuditEntry_at_idx" ON "AuditEntry"("at" DESC);
