import fs from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import tseslint from "typescript-eslint";

/**
 * The layers of src/, top to bottom (DESIGN §2). A folder may import from its own layer's other folders and
 * from the layers below it, never from a layer above; features never import one another; the demo backend
 * imports the HTTP contract and the domain only. `import-x/no-cycle` forbids cycles anywhere in src/.
 */
const layers = [
  ["./src/app", "./src/main.tsx"],
  ["./src/features"],
  ["./src/crud", "./src/layout"],
  ["./src/registry"],
  ["./src/data", "./src/auth", "./src/access"],
  ["./src/domain", "./src/api", "./src/config.ts", "./src/i18n", "./src/theme"],
];
const layerZones = layers.flatMap((targets, index) =>
  index === 0
    ? []
    : targets.map((target) => ({
        target,
        from: layers.slice(0, index).flat(),
        message: "imports upward: a layer imports only from its own layer and those below it (DESIGN §2).",
      })),
);
const features = fs.existsSync("src/features")
  ? fs.readdirSync("src/features", { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : [];
const featureZones = features.map(({ name }) => ({
  target: `./src/features/${name}`,
  from: "./src/features",
  except: [`./${name}`],
  message: "imports another feature: features share code only through the layers below them (DESIGN §2).",
}));
const demoZones = [
  {
    target: "./src/demo",
    from: layers.flat().filter((path) => !["./src/api", "./src/domain"].includes(path)),
    message: "the demo backend imports only src/api and src/domain (DESIGN §2).",
  },
  {
    target: layers.slice(1).flat(),
    from: "./src/demo",
    message: "only the start-up (src/app, src/main.tsx) may load the demo backend (DESIGN §5).",
  },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "public/mockServiceWorker.js", "test-results", "playwright-report", "**/*.tmp.mjs"] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ["**/*.{ts,tsx}"],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "react-refresh": reactRefresh },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "react-refresh/only-export-components": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
      // no-cycle follows imports by parsing the imported files: TypeScript files need TypeScript's parser.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones, ...demoZones] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node, ...globals.browser } },
  },
);
