-- Bundles and selling plans. A bundle's variant lists the variants it is made of (Shopify's fixed
-- bundles); a product offers selling plan groups (pre-orders, subscriptions), each plan kept as the JSON
-- the seed gave it, names in every shop language, since nothing queries inside a plan.

CREATE TABLE variant_components (
  variant_id INTEGER NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  component_variant_id INTEGER NOT NULL REFERENCES product_variants(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (variant_id, position)
);

CREATE TABLE selling_plan_groups (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  app_name TEXT,
  name TEXT NOT NULL,               -- JSON {en, fr, nl}
  options TEXT NOT NULL             -- JSON [{name: {en, fr, nl}, values: [{en, fr, nl}]}]
);

CREATE TABLE selling_plans (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES selling_plan_groups(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  definition TEXT NOT NULL          -- JSON SellingPlanDefinition (src/catalogue/selling-plans.ts)
);

ALTER TABLE products ADD COLUMN requires_selling_plan INTEGER NOT NULL DEFAULT 0;
