-- The boundary 24/7 matching keeps a certificate hour within (issue 39 item 2): the consumption's
-- submarket by default, or the whole interconnected grid (SIN). A registry setting, kept by the
-- admin on the settings form; matching and coverage read it.
ALTER TABLE configs
  ADD COLUMN "hourlyMatchingBoundary" text NOT NULL DEFAULT 'submarket'
    CHECK ("hourlyMatchingBoundary" IN ('submarket', 'SIN'));
