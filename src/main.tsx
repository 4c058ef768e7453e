/**
 * The entry is kept tiny so that the slow parts of start-up overlap: the demo backend (demo builds only)
 * registers its service worker and the identity module loads while the app's own code is still being
 * downloaded and parsed.
 */
import { config } from "./config";

const demoBackend = config.demoBackend
  ? import("./demo/browser").then(({ startDemoBackend }) =>
      startDemoBackend({ ...config, graphUrl: config.demoIdentity ? config.graphUrl : undefined }),
    )
  : Promise.resolve();
const identity = config.demoIdentity
  ? import("./demo/demo-identity").then(({ createDemoIdentity }) => createDemoIdentity())
  : import("./auth/msal-identity").then(({ createMsalIdentity }) => createMsalIdentity(config.identity));
void import("./app/start").then(({ start }) => start({ identity, demoBackend }));
