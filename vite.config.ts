/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { readConfig } from "./src/config.ts";

/**
 * Demo builds register the demo backend's service worker from the page itself, before any script loads:
 * it installs while the app's code downloads (DESIGN §9.6), and builds against real backends carry no
 * trace of it. msw's start registers the same script with the same scope and finds it installed.
 */
function demoServiceWorker(): Plugin {
  let demoBackend = false;
  return {
    name: "scm-demo-service-worker",
    configResolved({ mode, root }) {
      demoBackend = readConfig(loadEnv(mode, root, "VITE_"), "http://localhost").demoBackend;
    },
    transformIndexHtml: () =>
      demoBackend
        ? [
            {
              tag: "script",
              injectTo: "head",
              children:
                'navigator.serviceWorker && navigator.serviceWorker.register("/mockServiceWorker.js").catch(function () {});',
            },
          ]
        : [],
  };
}

const stub = (file: string) => fileURLToPath(new URL(`./src/vendor-stubs/${file}`, import.meta.url));

/**
 * Packages that one library imports for features this app never uses, replaced for that importer only (other
 * importers, the demo's workers among them, get the real ones): each would otherwise load with every page
 * (DESIGN §9.6). Each stand-in says why in its own file; tests run with the real packages.
 */
const stubbedFor: readonly { importer: RegExp; id: string; file: string }[] = [
  { importer: /[\\/]node_modules[\\/]casbin[\\/]/, id: "buffer", file: "casbin-unused-operators.ts" },
  { importer: /[\\/]node_modules[\\/]casbin[\\/]/, id: "minimatch", file: "casbin-unused-operators.ts" },
  { importer: /[\\/]node_modules[\\/]@refinedev[\\/]core[\\/]/, id: "papaparse", file: "papaparse.ts" },
  { importer: /[\\/]node_modules[\\/]qs[\\/]/, id: "side-channel", file: "side-channel.cjs" },
  { importer: /[\\/]node_modules[\\/]msw[\\/]/, id: "tough-cookie", file: "tough-cookie.ts" },
  { importer: /[\\/]node_modules[\\/]@refinedev[\\/]devtools-internal[\\/]/, id: "error-stack-parser", file: "error-stack-parser.ts" },
];

function unusedVendorCode(): Plugin {
  return {
    name: "scm-unused-vendor-code",
    apply: (_, { mode }) => mode !== "test",
    enforce: "pre",
    resolveId(id, importer) {
      const match = importer && stubbedFor.find((entry) => entry.id === id && entry.importer.test(importer));
      return match ? stub(match.file) : null;
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), demoServiceWorker(), unusedVendorCode()],
  resolve: {
    alias: {
      // @refinedev/mui's MarkdownField is never used; its markdown stack would otherwise load with every list.
      "react-markdown": stub("markdown.tsx"),
      "remark-gfm": stub("remark-gfm.ts"),
      // casbin reads policy lines with csv-parse; the app's builds use a
      // light reader of the same lines. Tests keep the real one, the reference the stand-in is checked against.
      ...(mode === "test" ? {} : { "csv-parse/sync": stub("csv-parse-sync.ts") }),
    },
  },
  server: { port: 5173, host: "localhost" },
  preview: { port: 4173, host: "127.0.0.1" },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Start-up asks for all the chunks the first page needs at once, and over HTTP/1.1 a browser keeps six
        // requests in flight per origin. Left to itself the bundler cuts MUI into a chunk per set of pages
        // sharing a component: a dozen small files queued before the first row. The components four or more
        // chunks use (the common ones: fields, cards, lists, dialogs) go in one chunk instead; rarer ones stay
        // with their pages, so /main's JS grows only a little (DESIGN §8: `npm run bench` prints both).
        codeSplitting: {
          groups: [
            {
              name: "mui",
              test: /node_modules[\\/]@mui[\\/](material|system|utils|styled-engine|private-theming)[\\/]/,
              minShareCount: 4,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: "jsdom",
    setupFiles: ["test/setup.ts"],
    include: ["test/unit/**/*.test.{ts,tsx}", "test/integration/**/*.test.{ts,tsx}"],
    css: false,
    testTimeout: 60000,
    env: { VITE_DEMO: "true" },
    // @refinedev/mui imports MUI folders (e.g. "@mui/material/Box"), which Node's ESM loader refuses.
    server: { deps: { inline: [/@refinedev\/mui/, /@mui\/x-/] } },
  },
}));
