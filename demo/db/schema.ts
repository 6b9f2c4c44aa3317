/** The whole schema. Every statement is idempotent so opening an existing database is safe. */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  display_order INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  name TEXT NOT NULL,
  subheading TEXT NOT NULL,
  short_desc TEXT NOT NULL,
  description TEXT NOT NULL,
  benefit TEXT NOT NULL,
  finish TEXT NOT NULL,
  skin_type TEXT NOT NULL,
  coverage TEXT,
  misc_flag INTEGER NOT NULL DEFAULT 0,
  rating REAL NOT NULL CHECK (rating BETWEEN 0 AND 5),
  review_count INTEGER NOT NULL CHECK (review_count >= 0),
  created_at TEXT NOT NULL,
  discontinued INTEGER NOT NULL CHECK (discontinued IN (0, 1)),
  shaded INTEGER NOT NULL CHECK (shaded IN (0, 1)),
  sized INTEGER NOT NULL CHECK (sized IN (0, 1)),
  is_kit INTEGER NOT NULL CHECK (is_kit IN (0, 1))
);
CREATE INDEX IF NOT EXISTS products_by_reviews ON products(review_count DESC);
CREATE INDEX IF NOT EXISTS products_by_category ON products(category_id);

CREATE TABLE IF NOT EXISTS skus (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  shade_name TEXT,
  hex TEXT,
  size TEXT,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  unit_price_cents INTEGER,
  inventory_status INTEGER NOT NULL CHECK (inventory_status IN (1, 2, 3, 5, 7)),
  release_date TEXT,
  is_preorder INTEGER NOT NULL CHECK (is_preorder IN (0, 1)),
  is_coming_soon INTEGER NOT NULL CHECK (is_coming_soon IN (0, 1)),
  searchable INTEGER NOT NULL CHECK (searchable IN (0, 1)),
  shoppable INTEGER NOT NULL CHECK (shoppable IN (0, 1)),
  display_order INTEGER NOT NULL,
  product_code TEXT NOT NULL,
  life_of_product INTEGER NOT NULL,
  discountable INTEGER NOT NULL CHECK (discountable IN (0, 1))
);
CREATE INDEX IF NOT EXISTS skus_by_product ON skus(product_id, display_order);

CREATE TABLE IF NOT EXISTS giftset_components (
  kit_product_id INTEGER NOT NULL REFERENCES products(id),
  component_product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (kit_product_id, component_product_id)
);

-- Search (demo/search/README.md). Full-text index over the catalog, one row per product (rowid = product id);
-- column order matters: bm25 weights are given per column. Built by demo/search/search-index.ts.
CREATE VIRTUAL TABLE IF NOT EXISTS product_search USING fts5(
  name, category, subheading, shades, attributes, short_desc, description,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
);
-- Its vocabulary (term, doc, cnt): the source of spelling corrections and did-you-mean.
CREATE VIRTUAL TABLE IF NOT EXISTS product_search_vocab USING fts5vocab(product_search, row);

-- SKUs search may return (docs/requirements.md §9): searchable, product not discontinued, inventory status 5 excluded,
-- shoppable (orderable or temporarily sold out) or coming soon.
CREATE VIEW IF NOT EXISTS searchable_skus AS
  SELECT s.* FROM skus s JOIN products p ON p.id = s.product_id
  WHERE s.searchable = 1 AND p.discontinued = 0 AND s.inventory_status <> 5
    AND ((s.shoppable = 1 AND (s.inventory_status IN (1, 2) OR (s.inventory_status = 3 AND s.is_preorder = 1)))
      OR s.is_coming_soon = 1);

-- Refinement values with stable numeric ids (dimension id + n; the dimension ids are fixed in demo/search/dimensions.ts).
CREATE TABLE IF NOT EXISTS search_dimension_values (
  id INTEGER PRIMARY KEY,
  dimension_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (dimension_id, name)
);

-- Keyword redirects: a search for exactly this (normalised) term sends the shopper to url.
CREATE TABLE IF NOT EXISTS keyword_redirects (
  keyword TEXT PRIMARY KEY,
  url TEXT NOT NULL CHECK (url LIKE '/%')
);

-- CMS content zones served as HTML by /{pathPrefix}{apiPrefix}/endeca_content_result/{id} and surfaced by search
-- as content records and spotlights. keywords: space-separated trigger words; empty = every search.
CREATE TABLE IF NOT EXISTS content_zones (
  id INTEGER PRIMARY KEY,
  zone TEXT NOT NULL,
  style TEXT NOT NULL,
  title TEXT NOT NULL,
  keywords TEXT NOT NULL DEFAULT '',
  html TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  is_csr INTEGER NOT NULL DEFAULT 0 CHECK (is_csr IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  csr_logged_in INTEGER NOT NULL DEFAULT 0 CHECK (csr_logged_in IN (0, 1)),
  csr_email TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_by_last_seen ON sessions(last_seen_at);

-- A bag belongs to a guest session or to a user, never both.
CREATE TABLE IF NOT EXISTS carts (
  id INTEGER PRIMARY KEY,
  session_id TEXT UNIQUE REFERENCES sessions(id) ON DELETE CASCADE,
  user_id INTEGER UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK ((session_id IS NULL) <> (user_id IS NULL))
);

CREATE TABLE IF NOT EXISTS cart_lines (
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  sku_id INTEGER NOT NULL REFERENCES skus(id),
  qty INTEGER NOT NULL CHECK (qty BETWEEN 1 AND 99),
  category_id INTEGER REFERENCES categories(id),
  added_at INTEGER NOT NULL,
  PRIMARY KEY (cart_id, sku_id)
);

-- Offer codes a bag may carry (OFFER_CODE of a cart add); an unknown code is refused. Seeded by db/seed.ts.
CREATE TABLE IF NOT EXISTS offers (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  description TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS cart_offer_codes (
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  offer_code TEXT NOT NULL,
  applied_at INTEGER NOT NULL,
  PRIMARY KEY (cart_id, offer_code)
);

CREATE TABLE IF NOT EXISTS favorites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  session_id TEXT REFERENCES sessions(id) ON DELETE CASCADE,
  sku_id INTEGER NOT NULL REFERENCES skus(id),
  collection_id TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  CHECK ((session_id IS NULL) <> (user_id IS NULL))
);
CREATE UNIQUE INDEX IF NOT EXISTS favorites_user_sku ON favorites(user_id, collection_id, sku_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS favorites_session_sku ON favorites(session_id, collection_id, sku_id) WHERE session_id IS NOT NULL;

-- An early sign-up table no code ever wrote (unique on address, request type and event only); databases made
-- before waitlist_requests still hold it.
DROP TABLE IF EXISTS waitlist_signups;

-- Waitlist sign-ups (demo/waitlist/waitlist-store.ts): an address once per request type, event and SKU (none = 0).
CREATE TABLE IF NOT EXISTS waitlist_requests (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL CHECK (email = lower(email)),
  request_type TEXT NOT NULL,
  event_id TEXT NOT NULL DEFAULT '',
  sku_id INTEGER REFERENCES skus(id),
  last_source TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS waitlist_requests_once ON waitlist_requests(email, request_type, event_id, IFNULL(sku_id, 0));

CREATE TABLE IF NOT EXISTS loyalty_members (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  level TEXT NOT NULL DEFAULT 'Member',
  joined_at INTEGER NOT NULL
);

-- Purchase-with-purchase offers. Id lists are JSON arrays of integers; dates are ISO 8601 UTC, NULL = open.
CREATE TABLE IF NOT EXISTS promotions (
  id TEXT PRIMARY KEY,
  active INTEGER NOT NULL CHECK (active IN (0, 1)),
  qualifying_category_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(qualifying_category_ids)),
  qualifying_product_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(qualifying_product_ids)),
  qualifying_sku_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(qualifying_sku_ids)),
  path_prefix TEXT NOT NULL DEFAULT '',
  popup_image_url TEXT NOT NULL,
  offer_text TEXT NOT NULL,
  starts_at TEXT,
  ends_at TEXT
);

CREATE TABLE IF NOT EXISTS loyalty_offers_applied (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  offer_code TEXT NOT NULL,
  applied_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, offer_code)
);

-- Quiz and foundation finder (demo/quiz/). What the shopper is asked and how each answer maps to catalog
-- attributes live here, so a merchandiser changes them without a release. Seeded by demo/quiz/seed-quiz.ts.
CREATE TABLE IF NOT EXISTS quizzes (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  intro TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  result_count INTEGER NOT NULL DEFAULT 3 CHECK (result_count BETWEEN 1 AND 12)
);
CREATE TABLE IF NOT EXISTS quiz_questions (
  id INTEGER PRIMARY KEY,
  quiz_id TEXT NOT NULL REFERENCES quizzes(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  prompt TEXT NOT NULL,
  UNIQUE (quiz_id, position)
);
CREATE TABLE IF NOT EXISTS quiz_answers (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES quiz_questions(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  UNIQUE (question_id, position)
);
-- An answer adds its weight to every product whose attribute has this value (category is the category's name).
CREATE TABLE IF NOT EXISTS quiz_answer_rules (
  answer_id INTEGER NOT NULL REFERENCES quiz_answers(id) ON DELETE CASCADE,
  attribute TEXT NOT NULL CHECK (attribute IN ('category', 'finish', 'skinType', 'benefit', 'coverage')),
  value TEXT NOT NULL,
  weight INTEGER NOT NULL CHECK (weight BETWEEN 1 AND 100),
  PRIMARY KEY (answer_id, attribute, value)
);
CREATE TABLE IF NOT EXISTS finder_questions (
  id TEXT PRIMARY KEY CHECK (id IN ('tone', 'undertone', 'finish', 'coverage')),
  position INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  prompt TEXT NOT NULL,
  help TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS finder_options (
  question_id TEXT NOT NULL REFERENCES finder_questions(id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  label TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (question_id, value)
);
-- Each foundation shade's tone, undertone, finish and coverage (the catalog keeps tone and undertone only in
-- shade names): derived once from the catalog when seeding.
CREATE TABLE IF NOT EXISTS finder_shades (
  sku_id INTEGER PRIMARY KEY REFERENCES skus(id),
  tone TEXT NOT NULL,
  undertone TEXT NOT NULL,
  finish TEXT NOT NULL,
  coverage TEXT NOT NULL
);

-- Loyalty (demo/loyalty/): tiers by points, the offers members apply (offers.apply), each member's points
-- history and the birthday given when joining. Dates are YYYY-MM-DD. Seeded by demo/loyalty/seed-loyalty.ts.
CREATE TABLE IF NOT EXISTS loyalty_tiers (
  name TEXT PRIMARY KEY,
  min_points INTEGER NOT NULL UNIQUE CHECK (min_points >= 0)
);

CREATE TABLE IF NOT EXISTS loyalty_offers (
  code TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points >= 0),
  position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS loyalty_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  occurred_on TEXT NOT NULL,
  description TEXT NOT NULL,
  points INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS loyalty_history_by_user ON loyalty_history(user_id, occurred_on, id);

CREATE TABLE IF NOT EXISTS loyalty_birthdays (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  birthday TEXT NOT NULL
);
`;
