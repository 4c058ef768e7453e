import { readBytes } from "./read-bytes";

/**
 * What the browser checks of chosen files before anything is read or sent (SPEC §5: only Excel files, one
 * file at a time; DESIGN §9.1: only .xlsx, by extension, MIME type and the file's ZIP signature, within the
 * size limit of parameter-system `uploadMaxMb`).
 */

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** What the file input accepts: the extension, and the type for pickers that filter by type. */
export const XLSX_ACCEPT = `.xlsx,${XLSX_MIME}`;
/** DESIGN §9.1: parameter-system `uploadMaxMb`, when the parameter is not set. */
export const DEFAULT_UPLOAD_MAX_MB = 20;
const BYTES_PER_MB = 1024 * 1024;

/**
 * Declared types an .xlsx file may come with. The browser derives the type from the extension, and gives
 * nothing ("") where the system has no mapping for it (Firefox and Safari on machines without Office), or
 * application/octet-stream for files dragged from some mail clients and archive viewers. Those two prove
 * nothing either way, so they pass; the ZIP signature below is what proves the content. A type that names
 * something else (text/csv, application/vnd.ms-excel, …) is refused.
 */
const XLSX_TYPES: ReadonlySet<string> = new Set([XLSX_MIME, "", "application/octet-stream"]);

// Every .xlsx is a ZIP archive: it starts with a local file header, "PK\x03\x04".
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const;
// The old Excel 97–2003 .xls is an OLE2 compound file: it starts with D0 CF 11 E0.
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0] as const;
// So is an .xlsx that Excel saved with a password (or an encrypting sensitivity label): the workbook is kept
// inside, encrypted, as a stream named "EncryptedPackage" (MS-OFFCRYPTO §2.3.4.4), whose name the compound
// file's directory holds in UTF-16LE. Saving such a file as .xlsx again keeps the encryption, so it is told
// apart from a renamed .xls: the advice differs.
const ENCRYPTED_PACKAGE = Uint8Array.from([..."EncryptedPackage"].flatMap((char) => [char.charCodeAt(0), 0]));

export type UploadRefusal =
  | { kind: "none" }
  | { kind: "several"; count: number }
  /** extension: the file's own, lower-cased with its dot ("" when it has none). */
  | { kind: "notXlsx"; fileName: string; detail: "extension"; extension: string }
  | { kind: "notXlsx"; fileName: string; detail: "mime"; mime: string }
  /** content: what the first bytes show instead of a ZIP archive (an OLE2 file: old .xls, or encrypted .xlsx). */
  | { kind: "notXlsx"; fileName: string; detail: "signature"; content: "xls" | "encrypted" | "other" }
  | { kind: "empty"; fileName: string }
  /** sizeMb: rounded up to a tenth, so a file just over the limit never reads as "20 MB". */
  | { kind: "tooLarge"; fileName: string; sizeMb: number; maxMb: number };

export type UploadCheck = { ok: true; file: File } | { ok: false; reason: UploadRefusal };

/** The file's extension, lower-cased with its dot; "" without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot).toLowerCase() : "";
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

function contains(bytes: Uint8Array, pattern: Uint8Array): boolean {
  const first = pattern[0];
  for (let at = bytes.indexOf(first); at !== -1 && at + pattern.length <= bytes.length; at = bytes.indexOf(first, at + 1)) {
    let index = 1;
    while (index < pattern.length && bytes[at + index] === pattern[index]) index += 1;
    if (index === pattern.length) return true;
  }
  return false;
}

/** What an OLE2 file named .xlsx holds: read whole (it is within the size limit), and only on this path. */
async function ole2Content(file: File): Promise<"xls" | "encrypted"> {
  const bytes = new Uint8Array(await readBytes(file));
  return contains(bytes, ENCRYPTED_PACKAGE) ? "encrypted" : "xls";
}

/**
 * The one file to check, or why the files are refused. Cheap checks first (count, name, type, size); the
 * first four bytes are read last, and only those, unless they show a compound file (see ENCRYPTED_PACKAGE).
 */
export async function checkUploadFiles(
  files: readonly File[],
  { maxMb }: { maxMb: number },
): Promise<UploadCheck> {
  if (files.length === 0) return { ok: false, reason: { kind: "none" } };
  if (files.length > 1) return { ok: false, reason: { kind: "several", count: files.length } };
  const [file] = files;
  const fileName = file.name;
  const extension = extensionOf(fileName);
  if (extension !== ".xlsx")
    return { ok: false, reason: { kind: "notXlsx", fileName, detail: "extension", extension } };
  const mime = file.type.toLowerCase();
  if (!XLSX_TYPES.has(mime))
    return { ok: false, reason: { kind: "notXlsx", fileName, detail: "mime", mime } };
  if (file.size === 0) return { ok: false, reason: { kind: "empty", fileName } };
  if (file.size > maxMb * BYTES_PER_MB) {
    const sizeMb = Math.ceil((file.size / BYTES_PER_MB) * 10) / 10;
    return { ok: false, reason: { kind: "tooLarge", fileName, sizeMb, maxMb } };
  }
  const head = new Uint8Array(await readBytes(file.slice(0, ZIP_SIGNATURE.length)));
  if (!startsWith(head, ZIP_SIGNATURE)) {
    const content = startsWith(head, OLE2_SIGNATURE) ? await ole2Content(file) : "other";
    return { ok: false, reason: { kind: "notXlsx", fileName, detail: "signature", content } };
  }
  return { ok: true, file };
}
