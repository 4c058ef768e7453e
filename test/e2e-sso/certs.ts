/**
 * A throwaway CA and a server certificate for 127.0.0.1, generated afresh at every run with the openssl CLI.
 * Nothing here is secret or committed: the files live in a gitignored folder and are replaced each time.
 */
import { execFileSync } from "node:child_process";
import { X509Certificate, createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export interface TlsMaterial {
  caCert: string;
  cert: string;
  key: string;
  /** Base64 SHA-256 of the server certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

/** Set by the first load of the Playwright config; its workers and web server inherit it. */
const STAMP = "SSO_E2E_TLS_SPKI";

const openssl = (args: string[], cwd: string) => execFileSync("openssl", args, { cwd, stdio: "pipe" });

function spkiOf(cert: string): string {
  const der = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(der).digest("base64");
}

/** Reads the material generated earlier in this run. */
export function readTlsMaterial(dir: string): TlsMaterial {
  const root = resolve(dir);
  const read = (name: string) => readFileSync(join(root, name), "utf8");
  const cert = read("server.crt");
  return { caCert: read("ca.crt"), cert, key: read("server.key"), spki: spkiOf(cert) };
}

/**
 * Generates the material once per run: the Playwright config calls this in the runner, which sets STAMP,
 * so the workers (which load the config again) reuse it instead of replacing the certificate under the servers.
 */
export function prepareTlsMaterial(dir: string): TlsMaterial {
  const stamped = process.env[STAMP];
  if (stamped && existsSync(join(resolve(dir), "server.crt"))) {
    const material = readTlsMaterial(dir);
    if (material.spki === stamped) return material;
  }
  const material = generateTlsMaterial(dir);
  process.env[STAMP] = material.spki;
  return material;
}

export function generateTlsMaterial(dir: string): TlsMaterial {
  const root = resolve(dir);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

  openssl(
    [
      "req",
      "-x509",
      ...ec,
      "-keyout",
      "ca.key",
      "-out",
      "ca.crt",
      "-days",
      "2",
      "-subj",
      "/CN=SCM e2e throwaway CA",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,keyCertSign,cRLSign",
    ],
    root,
  );
  openssl(["req", ...ec, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1"], root);
  writeFileSync(
    join(root, "server.ext"),
    [
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "basicConstraints=critical,CA:FALSE",
      "keyUsage=critical,digitalSignature",
      "extendedKeyUsage=serverAuth",
    ].join("\n"),
  );
  openssl(
    [
      "x509",
      "-req",
      "-in",
      "server.csr",
      "-CA",
      "ca.crt",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-out",
      "server.crt",
      "-days",
      "2",
      "-extfile",
      "server.ext",
    ],
    root,
  );
  return readTlsMaterial(root);
}
