-- CreateTable
CREATE TABLE "AnalyticsDaily" (
    "day" DATE NOT NULL,
    "carId" TEXT NOT NULL,
    "action" "AnalyticsAction" NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "AnalyticsDaily_pkey" PRIMARY KEY ("day","carId","action")
);

-- CreateIndex
CREATE INDEX "AnalyticsDaily_carId_idx" ON "AnalyticsDaily"("carId");

-- AddForeignKey
ALTER TABLE "AnalyticsDaily" ADD CONSTRAINT "AnalyticsDaily_carId_fkey" FOREIGN KEY ("carId") REFERENCES "Car"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The daily counts follow the events in the statement that writes them (a tracked view, a click's transaction,
-- a seed's bulk insert, a cleanup): statement-level triggers read the rows it inserted or deleted and add or
-- subtract their counts per day, car and action, rows of count 0 removed. The scheduled pruning of old events
-- marks its deletions with the setting `auto_premium.keep_analytics_daily` = 'on' (local to its transaction):
-- those leave the daily counts alone, which keep the history the pruned events no longer hold. Events are
-- never updated (their day, car and action are their identity), so no UPDATE trigger.
CREATE FUNCTION "analytics_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "AnalyticsDaily" ("day", "carId", "action", "count")
  SELECT "day", "carId", "action", count(*)::int FROM inserted_events
  GROUP BY "day", "carId", "action" ORDER BY "day", "carId", "action"
  ON CONFLICT ("day", "carId", "action") DO UPDATE SET "count" = "AnalyticsDaily"."count" + EXCLUDED."count";
  RETURN NULL;
END
$$;

CREATE FUNCTION "analytics_daily_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('auto_premium.keep_analytics_daily', true) = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE "AnalyticsDaily" d SET "count" = d."count" - r."count"
  FROM (
    SELECT "day", "carId", "action", count(*)::int AS "count" FROM deleted_events GROUP BY "day", "carId", "action"
  ) r
  WHERE d."day" = r."day" AND d."carId" = r."carId" AND d."action" = r."action";
  DELETE FROM "AnalyticsDaily" d
  WHERE d."count" <= 0
    AND (d."day", d."carId", d."action") IN (SELECT "day", "carId", "action" FROM deleted_events);
  RETURN NULL;
END
$$;

CREATE TRIGGER "AnalyticsEvent_daily_add" AFTER INSERT ON "AnalyticsEvent"
  REFERENCING NEW TABLE AS inserted_events FOR EACH STATEMENT EXECUTE FUNCTION "analytics_daily_add"();
CREATE TRIGGER "AnalyticsEvent_daily_remove" AFTER DELETE ON "AnalyticsEvent"
  REFERENCING OLD TABLE AS deleted_events FOR EACH STATEMENT EXECUTE FUNCTION "analytics_daily_remove"();

-- Backfill: the events kept so far (the last 31 days; older ones were pruned before this table existed).
INSERT INTO "AnalyticsDaily" ("day", "carId", "action", "count")
SELECT "day", "carId", "action", count(*)::int FROM "AnalyticsEvent" GROUP BY "day", "carId", "action";
