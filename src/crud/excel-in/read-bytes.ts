/**
 * The bytes of a file or a part of it. Blob.arrayBuffer where the browser has it; FileReader otherwise
 * (Safari before 14 and jsdom, where the component tests run, have only FileReader).
 */
export function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      if (result instanceof ArrayBuffer) resolve(result);
      else reject(new TypeError("The file was not read as bytes."));
    };
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(blob);
  });
}
