// Bulk transfers and retirements by file (issue 41 item 3, ADR 0127): the preview's checks line by
// line and across the file, nothing booked before the job, the job all or nothing (a line spent
// after the preview fails all of it), the Idempotency-Key, the result file and conservation; a line
// into an account with a standing agreement executes it as a transfer sent alone does (ADR 0126).
// The cases live in test/bulk-transfers/, run in this order on one world (support/bulk-suite.ts):
// one file for vitest, so one server and one seed, as before the split.
import './support/bulk-suite';
import './bulk-transfers/preview.cases';
import './bulk-transfers/job.cases';
import './bulk-transfers/agreements-oversight.cases';
