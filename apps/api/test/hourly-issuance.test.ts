// Issuance of hourly certificates (issue 38, ADR 0091/0092) on the CCEE fixture month: one bundle
// per plant-hour, Wh adding up exactly, contiguous number ranges, the partial-request rule, batch
// approval, monthly and hourly never issuing the same generation twice, a republication lowering
// an issued hour refused, revert, and the verifier's conservation per plant-hour. Last, a standing
// agreement in hourly_consumption mode (ADR 0133) executing on hourly approvals.
// The cases live in test/hourly-issuance/, run in this order on one world
// (support/hourly-issuance-suite.ts): one file for vitest, so one server and one seed.
import './support/hourly-issuance-suite';
import './hourly-issuance/by-hour.cases';
import './hourly-issuance/republication-agreement.cases';
