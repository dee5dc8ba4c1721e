-- Residual-mix emission factors, issue 39 item 4's data (docs/adr/0103-residual-mix-factors.md).

-- The factor of a year for one submarket, or for the whole interconnected grid ('SIN') where no
-- submarket's is published: tCO2e per MWh as an exact NUMERIC, with the publication it comes
-- from. One row per year and submarket; kept by the admin as a plain catalogue.
CREATE TABLE residual_mix_factors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  submarket text NOT NULL DEFAULT 'SIN' CHECK (submarket IN ('SIN', 'SUDESTE', 'SUL', 'NORDESTE', 'NORTE')),
  factor numeric(12,6) NOT NULL CHECK (factor >= 0),
  source text NOT NULL CHECK (length(btrim(source)) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (year, submarket)
);
