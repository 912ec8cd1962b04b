-- Server-side search of the admin lists (docs/admin-panel.md Lists): each listed table gets a search column
-- holding the lower-case, accent-free text its lists search box covers, and a trigram GIN index on it, so a
-- word is found anywhere in it (joao finds João) with an index scan at hundreds of thousands of rows.
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

-- A date as the lists show it: dd/mm/aaaa.
CREATE OR REPLACE FUNCTION search_day(value date) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(to_char(value, 'DD/MM/YYYY'), '');

-- Money as the lists search matched it: two decimals and a decimal comma (1234,50).
CREATE OR REPLACE FUNCTION search_money(value numeric) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(replace(to_char(value, 'FM9999999999990.00'), '.', ','), '');

-- A CPF or CNPJ as displayed, masked (first 6 or 5 characters shown), never the hidden characters.
CREATE OR REPLACE FUNCTION search_masked_document(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE length(value)
    WHEN 11 THEN substr(value, 1, 3) || '.' || substr(value, 4, 3) || '.***-**'
    WHEN 14 THEN substr(value, 1, 2) || '.' || substr(value, 3, 3) || '.***/****-**'
    ELSE '' END;

-- Brand, model and year of a car id, empty without one.
CREATE OR REPLACE FUNCTION search_car_label(car_id text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN coalesce((SELECT concat_ws(' ', "brand", "model", "year") FROM "Car" WHERE "id" = car_id), '');

CREATE OR REPLACE FUNCTION search_file_name(file_id text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN coalesce((SELECT "fileName" FROM "StoredFile" WHERE "id" = file_id), '');

-- The search text of each row. Prisma's migration tooling splits this file at every semicolon, even inside
-- quotes: the trigger functions' bodies below are E-strings that write their semicolons as \073.
CREATE OR REPLACE FUNCTION sale_search_text(row_value "Sale") RETURNS text
  LANGUAGE sql STABLE
  RETURN search_fold(concat_ws(' ', row_value."carBrand", row_value."carModel", row_value."carYear",
    row_value."clientName", row_value."clientPhone", row_value."clientEmail", row_value."salesperson",
    search_day(row_value."saleDate"), row_value."notes"));

CREATE OR REPLACE FUNCTION expense_search_text(row_value "Expense") RETURNS text
  LANGUAGE sql STABLE
  RETURN search_fold(concat_ws(' ', row_value."description", search_car_label(row_value."carId"),
    search_file_name(row_value."receiptFileId"), search_day(row_value."date"), search_money(row_value."amount")));

CREATE OR REPLACE FUNCTION document_search_text(row_value "Document") RETURNS text
  LANGUAGE sql STABLE
  RETURN search_fold(concat_ws(' ', row_value."title", row_value."clientName", search_car_label(row_value."carId"),
    search_file_name(row_value."fileId"), search_day(row_value."expiryDate")));

-- An invoice names its car by the snapshot taken when it was issued, else by the car itself.
CREATE OR REPLACE FUNCTION invoice_search_text(row_value "Invoice") RETURNS text
  LANGUAGE sql STABLE
  RETURN search_fold(concat_ws(' ', row_value."number", row_value."clientName",
    search_masked_document(row_value."clientDocument"), row_value."description",
    CASE WHEN row_value."carBrand" IS NOT NULL AND row_value."carModel" IS NOT NULL
      THEN concat_ws(' ', row_value."carBrand", row_value."carModel", row_value."carYear")
      ELSE search_car_label(row_value."carId") END,
    search_day(row_value."issueDate")));

CREATE OR REPLACE FUNCTION ticket_search_text(row_value "ContactTicket") RETURNS text
  LANGUAGE sql STABLE
  RETURN search_fold(concat_ws(' ', row_value."name", row_value."email", row_value."phone", row_value."message",
    row_value."carBrand", row_value."carModel", row_value."carYear"));

CREATE OR REPLACE FUNCTION sale_search() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN NEW."search" := sale_search_text(NEW)\073 RETURN NEW\073 END';
CREATE OR REPLACE FUNCTION expense_search() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN NEW."search" := expense_search_text(NEW)\073 RETURN NEW\073 END';
CREATE OR REPLACE FUNCTION document_search() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN NEW."search" := document_search_text(NEW)\073 RETURN NEW\073 END';
CREATE OR REPLACE FUNCTION invoice_search() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN NEW."search" := invoice_search_text(NEW)\073 RETURN NEW\073 END';
CREATE OR REPLACE FUNCTION ticket_search() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN NEW."search" := ticket_search_text(NEW)\073 RETURN NEW\073 END';
CREATE OR REPLACE FUNCTION user_search() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN NEW."search" := search_fold(NEW."email")\073 RETURN NEW\073 END';

-- A renamed car renames it in the search of the rows that show its current name (the trigger of each row runs).
CREATE OR REPLACE FUNCTION car_search_cascade() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
    UPDATE "Expense" SET "search" = search_fold(NULL) WHERE "carId" = NEW."id"\073
    UPDATE "Document" SET "search" = search_fold(NULL) WHERE "carId" = NEW."id"\073
    UPDATE "Invoice" SET "search" = search_fold(NULL)
      WHERE "carId" = NEW."id" AND ("carBrand" IS NULL OR "carModel" IS NULL)\073
    RETURN NULL\073
  END';

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
