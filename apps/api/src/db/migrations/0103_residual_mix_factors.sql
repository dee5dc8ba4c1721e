-- Residual-mix emission factors, issue 39 item 4's data (docs/adr/0103-residual-mix-factors.md).

-- The factor of a year, for one submarket or (submarket null) the whole SIN: tCO2e per MWh as an
-- exact NUMERIC, with the publication it comes from. One row per year and submarket.
CREATE TABLE residual_mix_factors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  submarket text CHECK (submarket IN ('SUDESTE', 'SUL', 'NORDESTE', 'NORTE')),
  factor numeric(12,6) NOT NULL CHECK (factor >= 0),
  source text NOT NULL CHECK (length(btrim(source)) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A year's SIN factor and each submarket's are unique (NULLS NOT DISTINCT: one SIN row a year).
CREATE UNIQUE INDEX residual_mix_factors_year_idx ON residual_mix_factors (year, coalesce(submarket, ''));
