-- One order per customer, product and building: an order sent again (a reload or a retry while the first was
-- under way, a double submit from another tab) finds the first instead of creating a second insurance.
-- building_key is the address search's addressId, or the typed street and zip normalised (server/lib/purchaseAgreement.ts).
ALTER TABLE orders ADD COLUMN building_key text;
CREATE UNIQUE INDEX orders_once_per_building ON orders (user_id, product_code, building_key) WHERE building_key IS NOT NULL;
