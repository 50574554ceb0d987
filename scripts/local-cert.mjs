// A certificate for serving the app over HTTPS on this machine (`npm start -- --https`, and the
// tests' nginx): a local certificate authority of its own and a leaf certificate it signs for
// localhost, 127.0.0.1 and ::1, made with the openssl command line. Browsers offer Brotli (`br`)
// and Chromium Zstandard in Accept-Encoding only over HTTPS, and register service workers only
// from an origin whose certificate they trust: trust the CA (ca.pem), never the leaf, in a
// browser's profile (docs/deploying.md says how; tests/support/local_ca.py does it per browser).
// Made once into the folder given (default .certs/ at the repository's root, git-ignored) and kept:
// the CA is made again only when missing, the leaf when missing or within a week of its end.
//   node scripts/local-cert.mjs [dir]    prints {"ca", "cert", "key"} (paths) as JSON
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "./setup.mjs";

export const CERT_DIR = join(ROOT, ".certs");
// The names a local server answers to (the leaf's subjectAltName).
const NAMES = "DNS:localhost,IP:127.0.0.1,IP:::1";
const LEAF_DAYS = 90;
const WEEK_S = 7 * 24 * 3600;

function openssl(args, dir) {
  try {
    return execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] }).toString();
  } catch (error) {
    if (error.code === "ENOENT") {
      throw new Error("HTTPS needs the openssl command line to make a local certificate (Debian: apt-get install openssl)");
    }
    throw new Error(`openssl ${args[0]} failed: ${error.stderr?.toString() || error.message}`);
  }
}

function leafIsFresh(dir) {
  if (!existsSync(join(dir, "cert.pem")) || !existsSync(join(dir, "key.pem"))) return false;
  try {
    openssl(["x509", "-in", "cert.pem", "-noout", "-checkend", String(WEEK_S)], dir);
    return true;
  } catch {
    return false;
  }
}

/**
 * The local CA and a localhost certificate signed by it, in `dir` (made if missing):
 * {ca, cert, key} as absolute paths. `cert` holds the leaf followed by the CA (the chain a server sends).
 * @param {string} [dir]
 */
export function localCertificate(dir = CERT_DIR) {
  dir = resolve(dir);
  mkdirSync(dir, { recursive: true });
  const made = (name) => existsSync(join(dir, name));
  if (!made("ca.pem") || !made("ca-key.pem")) {
    openssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
      "-keyout", "ca-key.pem", "-out", "ca.pem", "-days", "3650", "-subj", "/CN=fair-handicap local CA",
      "-addext", "basicConstraints=critical,CA:TRUE,pathlen:0", "-addext", "keyUsage=critical,keyCertSign,cRLSign"], dir);
  }
  if (!leafIsFresh(dir)) {
    openssl(["req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
      "-keyout", "key.pem", "-out", "leaf.csr", "-subj", "/CN=localhost"], dir);
    writeFileSync(join(dir, "leaf.ext"),
      `subjectAltName=${NAMES}\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n`);
    openssl(["x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca-key.pem", "-CAcreateserial",
      "-days", String(LEAF_DAYS), "-extfile", "leaf.ext", "-out", "leaf.pem"], dir);
    const chain = openssl(["x509", "-in", "leaf.pem"], dir) + openssl(["x509", "-in", "ca.pem"], dir);
    writeFileSync(join(dir, "cert.pem"), chain);
  }
  return { ca: join(dir, "ca.pem"), cert: join(dir, "cert.pem"), key: join(dir, "key.pem") };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(localCertificate(process.argv[2] || CERT_DIR)));
}
