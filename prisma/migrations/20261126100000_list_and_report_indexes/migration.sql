-- The tickets list's "open, or resolved in the last 12 hours" and the reports' per-car table read, after ten years,
-- a few rows out of tens of thousands: these indexes find them without scanning every row (docs/admin-panel.md).

-- DropIndex
DROP INDEX "Expense_carId_idx";

-- CreateIndex
CREATE INDEX "Car_id_purchasePrice_purchaseDate_idx" ON "Car"("id", "purchasePrice", "purchaseDate");

-- CreateIndex
CREATE INDEX "ContactTicket_status_resolvedAt_idx" ON "ContactTicket"("status", "resolvedAt");

-- CreateIndex
CREATE INDEX "Expense_carId_amount_idx" ON "Expense"("carId", "amount");
