/**
 * What a plain json-server 0.17 lacks to stand in for the real main backend in the e2e (SPEC §7, DESIGN §4,
 * §8). Everything else — list with _start/_end, _sort/_order, _like/_gte/_lte/_ne, q, x-total-count, get,
 * create, PATCH, delete — is json-server's own router, untouched, so the app is tested against it as it is.
 *
 * Added here, and nothing more:
 * - the sign-in calls of SPEC §7: POST /auth/login (a bearer token), GET /users and GET /view-idm-group with
 *   the nestjsx filter `field||$eq||value` that json-server would otherwise ignore;
 * - GET /users is deliberately looser than asked (a prefix match, as a `LIKE 'value%'` backend answers): the
 *   sign-in must take only the row whose userName is the login name (DESIGN §4) and PATCH only that one;
 * - every other call needs a token from POST /auth/login, as SPEC §7's bearer token;
 * - optimistic concurrency (DESIGN §8), as the demo backend's staleWrite does: a PATCH/PUT whose If-Match is
 *   not the stored record's version (updateDate, else changeDate: recordVersion of src/api/contract.ts) is
 *   refused with 409 and a ConflictBody (who changed it and when); otherwise the save is stamped with a new
 *   version and who saved, and json-server applies it;
 * - GET /informative/unviewed/{userId} and POST /informative/view, which the layout's bell calls.
 *
 * Plain JavaScript: json-server loads it in Node 20, which does not run TypeScript.
 */
const TOKEN_PREFIX = "json-server-token.";

/** The save stamps: the version field a record carries, and the field that says who saved it. */
const STAMPS = [
  { version: "updateDate", by: "updatedBy" },
  { version: "changeDate", by: "changeUser" },
];

/** The version of a record, as the app reads it (recordVersion in src/api/contract.ts). */
function recordVersion(row) {
  const version = row?.updateDate ?? row?.changeDate;
  return typeof version === "string" && version !== "" ? version : undefined;
}

const versionTag = (version) => `"${version}"`;

const fail = (res, status, message, extra = {}) =>
  res.status(status).json({ message, statusCode: status, ...extra });

/** `field||$eq||value` of a nestjsx filter parameter; undefined when it is not one. */
function eqFilter(query, field) {
  const filters = [].concat(query.filter ?? []);
  for (const filter of filters) {
    const [name, operator, ...value] = String(filter).split("||");
    if (name === field && operator === "$eq") return value.join("||");
  }
  return undefined;
}

/** One route: a method and a path pattern whose `:name` segments land in req.params. */
function route(method, pattern, handle) {
  const names = [];
  const regex = new RegExp(
    `^${pattern.replace(/:(\w+)/g, (_match, name) => {
      names.push(name);
      return "([^/]+)";
    })}/?$`,
  );
  return { method, regex, names, handle };
}

/** Runs the first route that matches; a route may pass on with next(), like an express handler. */
function router(routes) {
  return (req, res, next) => {
    const candidates = routes.filter(
      ({ method, regex }) => (method === "*" || method === req.method) && regex.test(req.path),
    );
    const run = (index) => {
      if (index >= candidates.length) return next();
      const { regex, names, handle } = candidates[index];
      const values = regex.exec(req.path).slice(1);
      req.params = Object.fromEntries(names.map((name, at) => [name, decodeURIComponent(values[at])]));
      return handle(req, res, () => run(index + 1));
    };
    return run(0);
  };
}

/**
 * @param {{ db: any, groupsOf: (graphToken: string) => string[] | undefined, now?: () => Date }} options
 *   db: json-server's lowdb (router.db); groupsOf: the identity provider's groups of a Graph token.
 * @returns {{ api: Function, graph: Function }} middlewares to mount on the main backend's base path and on
 *   the Graph base path (express's app.use strips the mount path from req.path).
 */
export function createBackendMiddleware({ db, groupsOf, now = () => new Date() }) {
  /** Issued tokens and the login name each was issued to. */
  const tokens = new Map();
  let issued = 0;
  let lastStamp = 0;
  /** A new version for every save, even two in the same millisecond: a version is never given twice. */
  const stamp = () => {
    lastStamp = Math.max(now().getTime(), lastStamp + 1);
    return new Date(lastStamp).toISOString();
  };
  const bearer = (req) => /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1];
  const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
  const collection = (name) => {
    const rows = db.get(name).value();
    return Array.isArray(rows) ? rows : undefined;
  };

  const login = route("POST", "/auth/login", (req, res) => {
    const username = typeof req.body?.username === "string" ? req.body.username.trim() : "";
    if (username === "") return fail(res, 400, "username is required");
    // A first sign-in creates the person's row without a profile, as the demo backend does.
    if (!collection("users").some((user) => String(user.userName).toUpperCase() === username.toUpperCase())) {
      db.get("users")
        .insert({
          userName: username,
          profileId: null,
          name: req.body.name ?? "",
          email: req.body.email ?? "",
        })
        .write();
    }
    issued += 1;
    const token = `${TOKEN_PREFIX}${issued}.${Date.now().toString(36)}`;
    tokens.set(token, username.toUpperCase());
    return res.status(201).json({ access_token: token });
  });

  // Everything else needs a token from POST /auth/login.
  const authenticated = route("*", ".*", (req, res, next) => {
    const who = tokens.get(bearer(req));
    if (!who) return fail(res, 401, "Session expired. Sign in again.");
    res.locals.login = who;
    return next();
  });

  const findUsers = route("GET", "/users", (req, res, next) => {
    const userName = eqFilter(req.query, "userName");
    if (userName === undefined) return next();
    const wanted = userName.toUpperCase();
    return res.json(
      collection("users").filter((user) => String(user.userName).toUpperCase().startsWith(wanted)),
    );
  });

  const groupPolicies = route("GET", "/view-idm-group", (req, res, next) => {
    const name = eqFilter(req.query, "name");
    if (name === undefined) return next();
    return res.json(collection("view-idm-group").filter((row) => row.name === name));
  });

  const userProfile = route("PATCH", "/users/:id", (req, _res, next) => {
    // The sign-in sends the chosen profile as {id, name}; the table keeps its id only.
    if (isObject(req.body) && "profile" in req.body) {
      const { profile, ...fields } = req.body;
      req.body = { ...fields, profileId: profile?.id ?? fields.profileId };
    }
    next();
  });

  const unviewed = route("GET", "/informative/unviewed/:userId", (req, res) => {
    const userId = Number(req.params.userId);
    const viewed = new Set(
      collection("informative-view")
        .filter((view) => view.userId === userId)
        .map((view) => view.notificationId),
    );
    const notices = collection("informative")
      .filter((notice) => notice.status === "published" && notice.publish === "yes" && !viewed.has(notice.id))
      .sort((a, b) => (a.updateDate < b.updateDate ? 1 : a.updateDate > b.updateDate ? -1 : b.id - a.id));
    res.json(notices);
  });

  const markViewed = route("POST", "/informative/view", (req, res) => {
    const notificationId = Number(req.body?.notificationId);
    const userId = Number(req.body?.userId);
    if (!Number.isInteger(notificationId) || !Number.isInteger(userId))
      return fail(res, 400, "notificationId and userId are required");
    const views = db.get("informative-view");
    const existing = views.find({ notificationId, userId }).value();
    return res
      .status(201)
      .json(existing ?? views.insert({ notificationId, userId, viewedAt: stamp() }).write());
  });

  // A new record of a collection whose records carry a version starts with one, stamped by the server.
  const create = route("POST", "/:collection", (req, res, next) => {
    const rows = collection(req.params.collection);
    if (!rows || !isObject(req.body)) return next();
    const at = stamp();
    for (const { version, by } of STAMPS) {
      if (rows.some((row) => version in row)) {
        req.body = { ...req.body, [version]: at, [by]: res.locals.login };
        if (version === "updateDate") req.body.createdDate = at;
      }
    }
    return next();
  });

  // DESIGN §8: a save never silently reverts someone else's. No If-Match, no check (as the demo backend).
  const checkVersion = (req, res, next) => {
    const existing =
      collection(req.params.collection) && db.get(req.params.collection).getById(req.params.id).value();
    if (!existing || !isObject(req.body)) return next();
    const version = recordVersion(existing);
    const expected = req.get("if-match");
    if (expected !== undefined && version !== undefined && expected !== versionTag(version)) {
      const who = existing.changeUser ?? existing.updatedBy;
      const changedBy = typeof who === "string" && who !== "" ? who : undefined;
      // ConflictBody of src/api/contract.ts: who changed the record and when (its version now).
      return fail(
        res,
        409,
        changedBy
          ? `This record was changed by ${changedBy} after you opened it.`
          : "This record was changed after you opened it.",
        { changedBy, changedAt: version },
      );
    }
    // The version, who saved and the creation date are the server's, whatever the client sent.
    const fields = { ...req.body };
    delete fields.id;
    delete fields.createdDate;
    // A PUT replaces the record: it keeps the date it was created.
    if ("createdDate" in existing) fields.createdDate = existing.createdDate;
    const at = stamp();
    for (const { version: field, by } of STAMPS) {
      delete fields[field];
      delete fields[by];
      if (field in existing) Object.assign(fields, { [field]: at, [by]: res.locals.login });
    }
    req.body = fields;
    return next();
  };

  const api = router([
    login,
    authenticated,
    findUsers,
    groupPolicies,
    userProfile,
    unviewed,
    markViewed,
    create,
    route("PATCH", "/:collection/:id", checkVersion),
    route("PUT", "/:collection/:id", checkVersion),
  ]);

  /** The identity provider's Graph slice the demo identity's sign-in reads: one page, with its count. */
  const graph = router([
    route("GET", "/me/transitiveMemberOf", (req, res) => {
      const groups = groupsOf(bearer(req) ?? "");
      if (!groups)
        return res.status(401).json({
          error: { code: "InvalidAuthenticationToken", message: "Access token validation failure." },
        });
      if (req.query.$count === "true" && String(req.get("consistencylevel")).toLowerCase() !== "eventual")
        return res
          .status(400)
          .json({ error: { code: "Request_BadRequest", message: "$count is not currently supported." } });
      return res.json({
        "@odata.count": groups.length,
        value: groups.map((displayName, index) => ({
          "@odata.type": "#microsoft.graph.group",
          id: `group-${index + 1}`,
          displayName,
        })),
      });
    }),
  ]);

  return { api, graph };
}
