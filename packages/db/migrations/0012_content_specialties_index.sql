-- Search: a query naming a specialty also finds the items tagged with it; without an index that branch read every item.
-- No pending list: PGlite never vacuums (see 0002).
CREATE INDEX "content_items_specialties_idx" ON "content_items" USING gin ("specialties") WITH (fastupdate = off);
