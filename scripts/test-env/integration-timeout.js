// The integration project's default timeout for every test and hook. Each one here starts services,
// migrates a schema, talks to Postgres and NATS or hashes passwords: seconds on a quiet machine and
// three or four times that on a busy one, past jest's 5 s. Jest reads `testTimeout` only from the
// global configuration, not a project's, hence this setup file. A file that waits longer still (an
// import, a restart) sets its own with jest.setTimeout, which runs after this.
jest.setTimeout(30_000);
