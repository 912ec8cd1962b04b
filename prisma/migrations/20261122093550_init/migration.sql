-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'developer', 'gerente', 'vendedor', 'ajudante', 'user');

-- CreateEnum
CREATE TYPE "CarStatus" AS ENUM ('available', 'sold');

-- CreateEnum
CREATE TYPE "TicketStatus" AS ENUM ('pending', 'resolved', 'proposal');

-- CreateEnum
CREATE TYPE "TicketSubject" AS ENUM ('interesse-veiculo', 'agendamento-visita', 'financiamento', 'avaliacao-veiculo', 'pos-venda', 'outros', 'contato-general');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('cash', 'financing', 'installments', 'exchange', 'consorcio');

-- CreateEnum
CREATE TYPE "SaleStatus" AS ENUM ('negotiating', 'closed', 'cancelled');

-- CreateEnum
CREATE TYPE "ExpenseCategory" AS ENUM ('marketing', 'vehicles', 'employees', 'rent', 'taxes', 'maintenance', 'other');

-- CreateEnum
CREATE TYPE "DocumentType" AS ENUM ('contract', 'cnh', 'vehicle_doc', 'internal', 'other');

-- CreateEnum
CREATE TYPE "InvoiceType" AS ENUM ('sale', 'purchase');

-- CreateEnum
CREATE TYPE "InvoiceStatus" AS ENUM ('issued', 'sent', 'paid', 'cancelled');

-- CreateEnum
CREATE TYPE "StoredFileKind" AS ENUM ('receipt', 'document');

-- CreateEnum
CREATE TYPE "AnalyticsAction" AS ENUM ('view', 'whatsapp_click', 'phone_click');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'user',
    "passwordHash" TEXT NOT NULL,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Car" (
    "id" TEXT NOT NULL,
    "brand" VARCHAR(60) NOT NULL,
    "model" VARCHAR(120) NOT NULL,
    "year" VARCHAR(20) NOT NULL,
    "yearValue" INTEGER NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "mileage" INTEGER NOT NULL,
    "engine" VARCHAR(20),
    "transmission" VARCHAR(30),
    "fuel" VARCHAR(30),
    "color" VARCHAR(60) NOT NULL,
    "description" TEXT,
    "features" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "specifications" JSONB NOT NULL DEFAULT '{}',
    "isFeatured" BOOLEAN NOT NULL DEFAULT false,
    "isTurbo" BOOLEAN NOT NULL DEFAULT false,
    "whatsappMessage" TEXT,
    "purchasePrice" DECIMAL(12,2),
    "purchaseDate" DATE,
    "status" "CarStatus" NOT NULL DEFAULT 'available',
    "views" INTEGER NOT NULL DEFAULT 0,
    "phoneClicks" INTEGER NOT NULL DEFAULT 0,
    "whatsappClicks" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Car_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CarPhoto" (
    "id" TEXT NOT NULL,
    "carId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "publicId" VARCHAR(255) NOT NULL,
    "url" VARCHAR(1024) NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CarPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactTicket" (
    "id" TEXT NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "email" VARCHAR(254),
    "phone" VARCHAR(11) NOT NULL,
    "subject" "TicketSubject" NOT NULL DEFAULT 'contato-general',
    "message" TEXT NOT NULL,
    "status" "TicketStatus" NOT NULL DEFAULT 'pending',
    "carId" TEXT,
    "carBrand" VARCHAR(60),
    "carModel" VARCHAR(120),
    "carYear" VARCHAR(20),
    "carPrice" DECIMAL(12,2),
    "carMileage" INTEGER,
    "carEngine" VARCHAR(20),
    "carFuel" VARCHAR(30),
    "carColor" VARCHAR(60),
    "carTransmission" VARCHAR(30),
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContactTicket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Sale" (
    "id" TEXT NOT NULL,
    "carId" TEXT,
    "carBrand" VARCHAR(60) NOT NULL,
    "carModel" VARCHAR(120) NOT NULL,
    "carYear" VARCHAR(20) NOT NULL,
    "clientName" VARCHAR(120) NOT NULL,
    "clientPhone" VARCHAR(11) NOT NULL,
    "clientEmail" VARCHAR(254),
    "clientDocument" VARCHAR(14),
    "salePrice" DECIMAL(12,2) NOT NULL,
    "paymentMethod" "PaymentMethod" NOT NULL,
    "paymentDetails" TEXT,
    "salesperson" VARCHAR(120) NOT NULL,
    "salespersonId" TEXT,
    "status" "SaleStatus" NOT NULL DEFAULT 'negotiating',
    "saleDate" DATE NOT NULL,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Sale_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Expense" (
    "id" TEXT NOT NULL,
    "description" VARCHAR(500) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "category" "ExpenseCategory" NOT NULL,
    "date" DATE NOT NULL,
    "carId" TEXT,
    "receiptFileId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Expense_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Document" (
    "id" TEXT NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "type" "DocumentType" NOT NULL,
    "carId" TEXT,
    "clientName" VARCHAR(120),
    "fileId" TEXT,
    "expiryDate" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" TEXT NOT NULL,
    "type" "InvoiceType" NOT NULL,
    "number" VARCHAR(40) NOT NULL,
    "carId" TEXT,
    "carBrand" VARCHAR(60),
    "carModel" VARCHAR(120),
    "carYear" VARCHAR(20),
    "clientName" VARCHAR(120) NOT NULL,
    "clientDocument" VARCHAR(14) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "issueDate" DATE NOT NULL,
    "status" "InvoiceStatus" NOT NULL DEFAULT 'issued',
    "description" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceCounter" (
    "period" VARCHAR(6) NOT NULL,
    "lastValue" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InvoiceCounter_pkey" PRIMARY KEY ("period")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" TEXT NOT NULL,
    "kind" "StoredFileKind" NOT NULL,
    "fileName" VARCHAR(255) NOT NULL,
    "contentType" VARCHAR(120) NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnalyticsEvent" (
    "id" BIGSERIAL NOT NULL,
    "carId" TEXT NOT NULL,
    "action" "AnalyticsAction" NOT NULL,
    "day" DATE NOT NULL,
    "visitorHash" CHAR(64) NOT NULL,
    "slot" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AnalyticsEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "scope" VARCHAR(40) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "lockedUntil" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("scope","subject")
);

-- CreateTable
CREATE TABLE "CacheTagRevalidation" (
    "tag" VARCHAR(256) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CacheTagRevalidation_pkey" PRIMARY KEY ("tag")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_role_idx" ON "User"("role");

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- CreateIndex
CREATE INDEX "Car_status_createdAt_idx" ON "Car"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Car_status_isFeatured_idx" ON "Car"("status", "isFeatured");

-- CreateIndex
CREATE INDEX "Car_status_brand_idx" ON "Car"("status", "brand");

-- CreateIndex
CREATE INDEX "Car_status_yearValue_idx" ON "Car"("status", "yearValue");

-- CreateIndex
CREATE INDEX "Car_status_price_idx" ON "Car"("status", "price");

-- CreateIndex
CREATE INDEX "Car_status_mileage_idx" ON "Car"("status", "mileage");

-- CreateIndex
CREATE INDEX "CarPhoto_carId_position_idx" ON "CarPhoto"("carId", "position");

-- CreateIndex
CREATE INDEX "CarPhoto_publicId_idx" ON "CarPhoto"("publicId");

-- CreateIndex
CREATE INDEX "ContactTicket_status_createdAt_idx" ON "ContactTicket"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ContactTicket_createdAt_idx" ON "ContactTicket"("createdAt");

-- CreateIndex
CREATE INDEX "ContactTicket_carId_idx" ON "ContactTicket"("carId");

-- CreateIndex
CREATE INDEX "Sale_createdAt_idx" ON "Sale"("createdAt");

-- CreateIndex
CREATE INDEX "Sale_status_saleDate_idx" ON "Sale"("status", "saleDate");

-- CreateIndex
CREATE INDEX "Sale_salespersonId_idx" ON "Sale"("salespersonId");

-- CreateIndex
CREATE INDEX "Sale_carId_idx" ON "Sale"("carId");

-- CreateIndex
CREATE UNIQUE INDEX "Expense_receiptFileId_key" ON "Expense"("receiptFileId");

-- CreateIndex
CREATE INDEX "Expense_createdAt_idx" ON "Expense"("createdAt");

-- CreateIndex
CREATE INDEX "Expense_category_idx" ON "Expense"("category");

-- CreateIndex
CREATE INDEX "Expense_carId_idx" ON "Expense"("carId");

-- CreateIndex
CREATE UNIQUE INDEX "Document_fileId_key" ON "Document"("fileId");

-- CreateIndex
CREATE INDEX "Document_createdAt_idx" ON "Document"("createdAt");

-- CreateIndex
CREATE INDEX "Document_type_idx" ON "Document"("type");

-- CreateIndex
CREATE INDEX "Document_expiryDate_idx" ON "Document"("expiryDate");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");

-- CreateIndex
CREATE INDEX "Invoice_createdAt_idx" ON "Invoice"("createdAt");

-- CreateIndex
CREATE INDEX "Invoice_type_idx" ON "Invoice"("type");

-- CreateIndex
CREATE INDEX "StoredFile_kind_idx" ON "StoredFile"("kind");

-- CreateIndex
CREATE INDEX "AnalyticsEvent_day_action_idx" ON "AnalyticsEvent"("day", "action");

-- CreateIndex
CREATE INDEX "AnalyticsEvent_visitorHash_carId_action_createdAt_idx" ON "AnalyticsEvent"("visitorHash", "carId", "action", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AnalyticsEvent_carId_action_day_visitorHash_slot_key" ON "AnalyticsEvent"("carId", "action", "day", "visitorHash", "slot");

-- CreateIndex
CREATE INDEX "RateLimitBucket_updatedAt_idx" ON "RateLimitBucket"("updatedAt");

-- AddForeignKey
ALTER TABLE "CarPhoto" ADD CONSTRAINT "CarPhoto_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContactTicket" ADD CONSTRAINT "ContactTicket_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sale" ADD CONSTRAINT "Sale_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sale" ADD CONSTRAINT "Sale_salespersonId_fkey" FOREIGN KEY ("salespersonId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_receiptFileId_fkey" FOREIGN KEY ("receiptFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnalyticsEvent" ADD CONSTRAINT "AnalyticsEvent_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE CASCADE ON UPDATE CASCADE;
