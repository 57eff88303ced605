-- Customers, sessions, damage cases with attachments, agreements, owned buildings, products and orders.

CREATE TABLE users (
  id uuid PRIMARY KEY,
  ssn text NOT NULL UNIQUE CHECK (ssn ~ '^[0-9]{11}$'),
  full_name text NOT NULL,
  street_address text,
  mobile_phone text,
  email text,
  consent_to_further_information boolean NOT NULL DEFAULT false,
  bulk_email_consent boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Login sessions. The cookie holds a random token; only its SHA-256 is stored.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions(user_id);

-- Damage cases (skademeldinger). The form fields of SPEC §3 live in `form`.
CREATE TABLE cases (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  form jsonb NOT NULL DEFAULT '{}'::jsonb,
  submitted_on_web boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active')),
  created_on timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz
);
CREATE INDEX cases_user_id_idx ON cases(user_id, created_on DESC);

CREATE TABLE attachments (
  id uuid PRIMARY KEY,
  relationship_id uuid NOT NULL UNIQUE,
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  filename text NOT NULL,
  mimetype text NOT NULL,
  size_bytes integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_case_id_idx ON attachments(case_id, created_at);

CREATE TABLE products (
  id uuid PRIMARY KEY,
  product_code text NOT NULL UNIQUE,
  product_name text NOT NULL,
  label text NOT NULL,
  price integer NOT NULL,
  highlights jsonb NOT NULL DEFAULT '[]'::jsonb,
  terms_name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE agreements (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address_id text NOT NULL,
  building_address text NOT NULL,
  building_zip text NOT NULL,
  building_city text NOT NULL,
  product_id uuid NOT NULL REFERENCES products(id),
  product_name text NOT NULL,
  product_description text NOT NULL,
  product_tag_name text NOT NULL,
  price integer,
  services jsonb NOT NULL DEFAULT '[]'::jsonb,
  highlights jsonb NOT NULL DEFAULT '[]'::jsonb,
  not_included jsonb NOT NULL DEFAULT '[]'::jsonb,
  terms_name text NOT NULL,
  direct_agreement boolean NOT NULL,
  agent text NOT NULL,
  agreement_number text NOT NULL,
  renewal_date text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agreements_user_id_idx ON agreements(user_id);

CREATE TABLE owned_buildings (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  gateadresse text NOT NULL,
  postnr text NOT NULL,
  poststed text NOT NULL,
  byggtypekode text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX owned_buildings_user_id_idx ON owned_buildings(user_id);

-- Insurance orders from the purchase wizard.
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_code text NOT NULL,
  form jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
