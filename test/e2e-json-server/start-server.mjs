/**
 * The real-backend stand-in of the json-server e2e: json-server 0.17 (a dev dependency) on 127.0.0.1, started
 * by the Playwright config's webServer as `node test/e2e-json-server/start-server.mjs <port>`.
 *
 * - /api: json-server's router over a db file, a fresh copy of db.seed.json made at each start (the router
 *   writes every change to it, as json-server does), behind backend-middleware.mjs (sign-in calls, token,
 *   If-Match).
 * - /graph/v1.0: the groups of the demo identity's accounts, which the sign-in reads (SPEC §7).
 * - GET /__control/ready answers once it listens; POST /__control/reset puts the db back to the seed, so
 *   each test starts from the same data. Test-only.
 *
 * json-server's defaults() brings CORS (any origin, the request's headers allowed): the app is served from
 * another port. The list's X-Total-Count is exposed by json-server's router itself.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import jsonServer from "json-server";
import { createBackendMiddleware } from "./backend-middleware.mjs";

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error("usage: node test/e2e-json-server/start-server.mjs <port>");
  process.exit(2);
}

const seedFile = fileURLToPath(new URL("./db.seed.json", import.meta.url));
const seed = readFileSync(seedFile, "utf8");
const workDir = mkdtempSync(join(tmpdir(), "scm-json-server-"));
const dbFile = join(workDir, "db.json");
copyFileSync(seedFile, dbFile);

/** The demo identity's accounts (src/domain/demo-accounts.ts) and their groups, by their Graph token. */
const graphGroups = {
  "demo-graph.admin": ["SCM Administrators", "All Employees", "VPN Users"],
  "demo-graph.planner": ["All Employees", "SCM Planners", "VPN Users", "SCM Viewers", "Supply Chain Brazil"],
  "demo-graph.viewer": ["SCM Viewers", "All Employees"],
  "demo-graph.noprofile": ["All Employees", "Marketing Brazil"],
};

const server = jsonServer.create();
const router = jsonServer.router(dbFile);
const backend = createBackendMiddleware({ db: router.db, groupsOf: (token) => graphGroups[token] });

// No static folder: the repository's public/ (the app's) is not this backend's.
server.use(jsonServer.defaults({ logger: false, static: join(workDir, "no-static") }));
server.use(jsonServer.bodyParser);
server.get("/__control/ready", (_req, res) => {
  res.status(204).end();
});
server.post("/__control/reset", (_req, res) => {
  router.db.setState(JSON.parse(seed)).write();
  res.status(204).end();
});
server.use("/graph/v1.0", backend.graph);
server.use("/api", backend.api, router);

const listener = server.listen(port, "127.0.0.1", () => {
  console.info(`json-server 0.17 e2e backend on http://127.0.0.1:${port}/api (db ${dbFile})`);
});
// A test's request context resets the data, then reads the backend again once the page has done its part,
// on the same kept-alive connection. Node closes a connection idle for 5 s, and a read sent just as it closed
// failed with "socket hang up" (ECONNRESET, seen in CI). An idle connection now stays open longer than a test.
listener.keepAliveTimeout = 180_000;

const stop = () => {
  listener.close();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
