-- Server-side search of the admin lists (docs/admin-panel.md "Lists"): each listed table gets a "search" column
-- holding the lower-case, accent-free text its list's search box covers, and a trigram GIN index on it, so a
-- word is found anywhere in it ('joao' finds 'João') with an index scan at hundreds of thousands of rows.
-- The column is written here, by triggers, never by the app: it stays right whatever writes a row (the services,
-- seeds, a car renamed or deleted under its expenses and documents). Labels of enum values (categories, statuses)
-- are matched by the app, which owns their pt-BR texts.
-- pg_trgm and unaccent are trusted extensions (PostgreSQL 13+): a database owner may create them on managed
-- servers too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- The one fold of the search: the app folds the words it looks for with this same function.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN lower(unaccent(coalesce(value, '')));

-- 'dd/mm/aaaa', as the lists show dates.
CREATE OR REPLACE FUNCTION search_day(value date) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(to_char(value, 'DD/MM/YYYY'), '');

-- Money as the lists' search matched it: two decimals and a decimal comma ("1234,50").
CREATE OR REPLACE FUNCTION search_money(value numeric) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(replace(to_char(value, 'FM9999999999990.00'), '.', ','), '');

-- A CPF or CNPJ as displayed, masked: "123.456.***-**", "12.345.***/****-**"; never the hidden characters.
CREATE OR REPLACE FUNCTION search_masked_document(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE length(value)
    WHEN 11 THEN substr(value, 1, 3) || '.' || substr(value, 4, 3) || '.***-**'
    WHEN 14 THEN substr(value, 1, 2) || '.' || substr(value, 3, 3) || '.***/****-**'
    ELSE '' END;

-- "Toyota Corolla 2022" of a car id, '' without one.
CREATE OR REPLACE FUNCTION search_car_label(car_id text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN coalesce((SELECT concat_ws(' ', "brand", "model", "year") FROM "Car" WHERE "id" = car_id), '');

CREATE OR REPLACE FUNCTION search_file_name(file_id text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN coalesce((SELECT "fileName" FROM "StoredFile" WHERE "id" = file_id), '');

CREATE OR REPLACE FUNCTION sale_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := search_fold(concat_ws(' ', NEW."carBrand", NEW."carModel", NEW."carYear", NEW."clientName",
    NEW."clientPhone", NEW."clientEmail", NEW."salesperson", search_day(NEW."saleDate"), NEW."notes"));
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION expense_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := search_fold(concat_ws(' ', NEW."description", search_car_label(NEW."carId"),
    search_file_name(NEW."receiptFileId"), search_day(NEW."date"), search_money(NEW."amount")));
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION document_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := search_fold(concat_ws(' ', NEW."title", NEW."clientName", search_car_label(NEW."carId"),
    search_file_name(NEW."fileId"), search_day(NEW."expiryDate")));
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION invoice_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := search_fold(concat_ws(' ', NEW."number", NEW."clientName",
    search_masked_document(NEW."clientDocument"), NEW."description",
    CASE WHEN NEW."carBrand" IS NOT NULL AND NEW."carModel" IS NOT NULL
      THEN concat_ws(' ', NEW."carBrand", NEW."carModel", NEW."carYear")
      ELSE search_car_label(NEW."carId") END,
    search_day(NEW."issueDate")));
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION ticket_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := search_fold(concat_ws(' ', NEW."name", NEW."email", NEW."phone", NEW."message",
    NEW."carBrand", NEW."carModel", NEW."carYear"));
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION user_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := search_fold(NEW."email");
  RETURN NEW;
END $$;

-- A renamed car renames it in the search of the rows that show its current name (the trigger of each row runs).
CREATE OR REPLACE FUNCTION car_search_cascade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Expense" SET "search" = '' WHERE "carId" = NEW."id";
  UPDATE "Document" SET "search" = '' WHERE "carId" = NEW."id";
  UPDATE "Invoice" SET "search" = '' WHERE "carId" = NEW."id" AND ("carBrand" IS NULL OR "carModel" IS NULL);
  RETURN NULL;
END $$;

-- AlterTable
ALTER TABLE "ContactTicket" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Expense" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Sale" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "ContactTicket_search_idx" ON "ContactTicket" USING GIN ("search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Document_search_idx" ON "Document" USING GIN ("search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Expense_search_idx" ON "Expense" USING GIN ("search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Invoice_search_idx" ON "Invoice" USING GIN ("search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Sale_search_idx" ON "Sale" USING GIN ("search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_search_idx" ON "User" USING GIN ("search" gin_trgm_ops);

CREATE TRIGGER "Sale_search" BEFORE INSERT OR UPDATE ON "Sale" FOR EACH ROW EXECUTE FUNCTION sale_search();
CREATE TRIGGER "Expense_search" BEFORE INSERT OR UPDATE ON "Expense" FOR EACH ROW EXECUTE FUNCTION expense_search();
CREATE TRIGGER "Document_search" BEFORE INSERT OR UPDATE ON "Document" FOR EACH ROW EXECUTE FUNCTION document_search();
CREATE TRIGGER "Invoice_search" BEFORE INSERT OR UPDATE ON "Invoice" FOR EACH ROW EXECUTE FUNCTION invoice_search();
CREATE TRIGGER "ContactTicket_search" BEFORE INSERT OR UPDATE ON "ContactTicket" FOR EACH ROW EXECUTE FUNCTION ticket_search();
CREATE TRIGGER "User_search" BEFORE INSERT OR UPDATE OF "email", "search" ON "User" FOR EACH ROW EXECUTE FUNCTION user_search();
CREATE TRIGGER "Car_search_cascade" AFTER UPDATE OF "brand", "model", "year" ON "Car" FOR EACH ROW
  WHEN (OLD."brand" IS DISTINCT FROM NEW."brand" OR OLD."model" IS DISTINCT FROM NEW."model" OR OLD."year" IS DISTINCT FROM NEW."year")
  EXECUTE FUNCTION car_search_cascade();

-- Backfill: every existing row passes through its trigger once.
UPDATE "Sale" SET "search" = '';
UPDATE "Expense" SET "search" = '';
UPDATE "Document" SET "search" = '';
UPDATE "Invoice" SET "search" = '';
UPDATE "ContactTicket" SET "search" = '';
UPDATE "User" SET "search" = '';
