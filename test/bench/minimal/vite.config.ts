/**
 * The bench baseline (issue 4 §5): a minimal Refine v4 + MUI app with one list page, built from this folder
 * with the repo's installed packages. `npm run bench` builds it with `vite build -c test/bench/minimal/vite.config.ts`.
 * The demo backend's service worker script comes from the app's public/ folder.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("."),
  publicDir: here("../../../public"),
  // Its own optimizer cache, so it never shares (or invalidates) the app's node_modules/.vite.
  cacheDir: here("../../../node_modules/.vite-bench-minimal"),
  plugins: [react()],
  // The app's build settings (vite.config.ts); only the size warning is raised, since a one-page app is
  // naturally one large chunk and the warning would only add noise to the bench output.
  build: { target: "es2022", sourcemap: false, chunkSizeWarningLimit: 2000 },
});
