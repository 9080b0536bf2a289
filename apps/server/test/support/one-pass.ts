/**
 * `npm test` runs the server suites twice: on PGlite, then on PostgreSQL when one answers. Heavy suites whose
 * subject is not the database engine (the OpenAPI fuzz, a 50 MB upload) run in one of the two passes only,
 * PostgreSQL's when there is one (`ONE_PASS_ENGINE`, set by scripts/test.mjs). Run on their own, they run.
 */
export const runsInTheOtherPass =
  process.env.ONE_PASS_ENGINE === 'postgres' && !process.env.TEST_POSTGRES_URL;
