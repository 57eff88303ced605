-- An order from the purchase wizard creates its agreement at once; the order keeps the price it was
-- sold at (from the product, never from the client) and the chosen start date.
ALTER TABLE orders ADD COLUMN agreement_id uuid REFERENCES agreements(id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN price integer;
ALTER TABLE orders ADD COLUMN start_date date;
