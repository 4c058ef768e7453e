/**
 * MSW tries a request on each handler in turn, and each try clones the request, parses its cookies and compiles
 * the handler's path (msw 2's RequestHandler.run and HttpHandler.parse). A request that only the generic CRUD
 * handler answers, as most do, went through every handler of the demo before it: over a cold sign-in's round
 * trips MSW took the page's thread some 45 ms, two thirds of it parsing cookies (CPU profiles; about 10 ms with
 * this front), time the first row waits for (DESIGN §9.6).
 * One handler in front picks the few handlers a request could match, by method and by the literal start of each
 * path, and lets MSW run those, in their order: the same handler answers, with the same parameters, as before.
 */
import { getResponse, HttpHandler, RequestHandler } from "msw";

/** Where a handler's path stops being literal: a parameter, a wildcard, or a pattern's syntax. */
const PATTERN_SYNTAX = /[:*(){}?+\\]/;
/** An absolute path's origin, whose port has a colon that is no parameter. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i;

/**
 * The literal start of a handler's path, lower-cased (MSW matches paths case-insensitively) and without a
 * trailing slash (it matches with or without one); "" when any URL could match it.
 */
export function literalStart(path: string): string {
  const origin = ORIGIN.exec(path)?.[0] ?? "";
  if (origin.includes("*")) return "";
  const rest = path.slice(origin.length);
  const cut = rest.search(PATTERN_SYNTAX);
  return (origin + (cut === -1 ? rest : rest.slice(0, cut))).replace(/\/+$/, "").toLowerCase();
}

interface Route {
  handler: RequestHandler;
  /** Whether the request's method may be the handler's; any, for a handler that is not an HTTP one. */
  methodMayMatch: (method: string) => boolean;
  /** Whether the request's URL may match the handler's path; any, for a predicate. */
  urlMayMatch: (url: URL) => boolean;
}

function routeOf(handler: RequestHandler): Route {
  if (!(handler instanceof HttpHandler))
    return { handler, methodMayMatch: () => true, urlMayMatch: () => true };
  const { method, path } = handler.info;
  const methodMayMatch =
    method instanceof RegExp
      ? (actual: string) => method.test(actual)
      : (actual: string) => actual.toUpperCase() === method.toUpperCase();
  // A pattern is tested as MSW tests it, on the URL without its query; a predicate could match anything.
  if (path instanceof RegExp)
    return {
      handler,
      methodMayMatch,
      urlMayMatch: (url) => new RegExp(path).test(`${url.origin}${url.pathname}`),
    };
  if (typeof path !== "string") return { handler, methodMayMatch, urlMayMatch: () => true };
  const start = literalStart(path);
  // A relative path is matched against the page's origin: its start is read against the pathname alone.
  const urlMayMatch = start.startsWith("/")
    ? (url: URL) => url.pathname.toLowerCase().startsWith(start)
    : (url: URL) => `${url.origin}${url.pathname}`.toLowerCase().startsWith(start);
  return { handler, methodMayMatch, urlMayMatch };
}

/** What the front handler reads of a request: the handlers it could match. */
type Dispatch = {
  candidates: RequestHandler[];
};

/**
 * The handlers behind one MSW handler that runs, for each request, only those it could match. A request none
 * could match is not this handler's either, so MSW still reports it as unhandled (the tests fail on one). Not
 * an `http` handler: those parse the request's cookies first, which the handlers it picks do anyway.
 */
class DispatchHandler extends RequestHandler<{ header: string }, Dispatch, Dispatch> {
  constructor(private readonly routes: readonly Route[]) {
    super({
      info: { header: "demo backend (dispatched by path)" },
      resolver: ({ request, candidates }) => getResponse(candidates, request),
    });
  }

  override async parse({ request }: { request: Request }): Promise<Dispatch> {
    const url = new URL(request.url);
    const candidates = this.routes
      .filter((route) => route.methodMayMatch(request.method) && route.urlMayMatch(url))
      .map((route) => route.handler);
    return { candidates };
  }

  predicate({ parsedResult }: { parsedResult: Dispatch }): boolean {
    return parsedResult.candidates.length > 0;
  }

  // The resolver reads the candidates that parse found.
  protected override extendResolverArgs({ parsedResult }: { parsedResult: Dispatch }): Dispatch {
    return parsedResult;
  }

  // The handler that answered is one of the candidates; the demo runs MSW quiet.
  log(): void {}
}

export function dispatchByPath(handlers: readonly RequestHandler[]): RequestHandler {
  return new DispatchHandler(handlers.map(routeOf));
}
