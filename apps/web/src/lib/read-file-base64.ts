/** The file's bytes and their base64, for the JSON upload (the API accepts JSON only). */
export async function readFileBase64(file: Blob): Promise<{ bytes: Uint8Array; base64: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return { bytes, base64: btoa(binary) };
}
