-- Hourly bundles' indexes shaped for issuance (ADR 0108). A batch approval writes each request's
-- bundles together (plant by plant, hour by hour): every index whose key starts with the plant
-- then takes them as one run of neighbouring keys instead of one key per plant per hour all over
-- it. The account index leads with the plant after the account; the request index goes (a
-- request's bundles are found through its plant's index, the request naming its one plant).
DROP INDEX hourly_bundles_rec_idx;
DROP INDEX hourly_bundles_account_idx;
CREATE INDEX hourly_bundles_account_idx ON hourly_bundles (account_id, business_id, interval_start);
