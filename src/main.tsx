/**
 * The entry is kept tiny so that the slow parts of start-up overlap: the demo backend (demo builds only),
 * the identity module, the texts of the page's language and the deep link's page load, all while the app's own code is still being downloaded
 * and parsed.
 */
import { config } from "./config";
import { destinationOf, genericActionOf } from "./app/route-shape";
import { loadLanguage, storedLanguage } from "./i18n/language-store";
import { showStartupFailure } from "./app/startup-failure";
import { warmForLanding } from "./demo/result-landing";

// In demo builds index.html has already registered the demo backend's service worker (vite.config.ts).
const landing = { pathname: destinationOf(window.location), startedAt: new Date() };
// A first start seeds at the tab's start: a screen that reads the newest results has the demo's worker build
// for that seed now, beside the download of the app and of the demo backend (src/demo/result-landing.ts).
if (config.demoBackend) warmForLanding(landing.pathname, landing.startedAt.toISOString(), false);
// Then the app's own code, before the rest: it is the largest download, and what the sign-in waits for.
const app = import("./app/start");
const demoBackend = config.demoBackend
  ? import("./demo/browser").then(({ startDemoBackend }) =>
      startDemoBackend({ ...config, graphUrl: config.demoIdentity ? config.graphUrl : undefined, landing }),
    )
  : Promise.resolve();
const identity = config.demoIdentity
  ? import("./auth/demo-identity").then(({ createDemoIdentity }) => createDemoIdentity())
  : import("./auth/msal-identity").then(({ createMsalIdentity }) => createMsalIdentity(config.identity));
const language = storedLanguage();
const texts = loadLanguage(language).then((translations) => ({ language, translations }));
const genericPages = {
  list: () => import("./crud/resource-list-page"),
  show: () => import("./crud/resource-show-page"),
  edit: () => import("./crud/resource-edit-page"),
  create: () => import("./crud/resource-create-page"),
};
const action = genericActionOf(landing.pathname);
if (action) void genericPages[action]().catch(() => undefined);
// A start-up whose code could not be loaded says so instead of leaving a blank page (in this chunk: a download
// of its own could fail as the rest did).
app
  .then(({ start }) => start({ identity, demoBackend, texts }))
  .catch((error: unknown) => showStartupFailure(document.getElementById("root")!, language, error));
