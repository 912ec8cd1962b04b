-- CreateEnum
CREATE TYPE "LeadEventType" AS ENUM ('created', 'assigned', 'escalated', 'status', 'note', 'email');

-- CreateEnum
CREATE TYPE "OutboxKind" AS ENUM ('email', 'webhook');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('held', 'pending', 'sent', 'failed');

-- AlterTable
ALTER TABLE "ContactTicket" ADD COLUMN     "assignedAt" TIMESTAMP(3),
ADD COLUMN     "assignedToId" TEXT,
ADD COLUMN     "escalateAt" TIMESTAMP(3),
ADD COLUMN     "escalatedAt" TIMESTAMP(3),
ADD COLUMN     "firstResponseAt" TIMESTAMP(3),
ADD COLUMN     "firstResponseById" TEXT,
ADD COLUMN     "firstResponseOwnerId" TEXT,
ADD COLUMN     "firstResponseSeconds" INTEGER,
ADD COLUMN     "responseDueAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Sale" ADD COLUMN     "closedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastLeadAssignedAt" TIMESTAMP(3),
ADD COLUMN     "receivesLeads" BOOLEAN;

-- CreateTable
CREATE TABLE "LeadEvent" (
    "id" TEXT NOT NULL,
    "ticketId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "type" "LeadEventType" NOT NULL,
    "byUserId" TEXT,
    "byEmail" VARCHAR(254),
    "text" VARCHAR(2000) NOT NULL,
    "assigneeId" TEXT,
    "previousOwnerId" TEXT,

    CONSTRAINT "LeadEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL,
    "kind" "OutboxKind" NOT NULL,
    "status" "OutboxStatus" NOT NULL,
    "to" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "payload" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" VARCHAR(1000),
    "jobId" VARCHAR(36),
    "leaseUntil" TIMESTAMP(3),
    "ticketId" TEXT,
    "autoReplyTo" VARCHAR(254),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LeadEvent_ticketId_at_idx" ON "LeadEvent"("ticketId", "at");

-- CreateIndex
CREATE INDEX "LeadEvent_type_at_idx" ON "LeadEvent"("type", "at");

-- CreateIndex
CREATE INDEX "OutboxMessage_createdAt_idx" ON "OutboxMessage"("createdAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_status_createdAt_idx" ON "OutboxMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_autoReplyTo_createdAt_idx" ON "OutboxMessage"("autoReplyTo", "createdAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_ticketId_idx" ON "OutboxMessage"("ticketId");

-- CreateIndex
CREATE INDEX "ContactTicket_assignedToId_status_idx" ON "ContactTicket"("assignedToId", "status");

-- CreateIndex
CREATE INDEX "ContactTicket_escalateAt_idx" ON "ContactTicket"("escalateAt");

-- CreateIndex
CREATE INDEX "ContactTicket_firstResponseAt_idx" ON "ContactTicket"("firstResponseAt");

-- CreateIndex
CREATE INDEX "Sale_closedAt_idx" ON "Sale"("closedAt");

-- AddForeignKey
ALTER TABLE "ContactTicket" ADD CONSTRAINT "ContactTicket_assignedToId_fkey" FOREIGN KEY ("assignedToId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadEvent" ADD CONSTRAINT "LeadEvent_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "ContactTicket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "ContactTicket"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Sales closed before this migration count as closed on the day they were last changed.
UPDATE "Sale" SET "closedAt" = "updatedAt" WHERE "status" = 'closed';
