// heic-convert ships no type definitions; this is the part of its API the photo pipeline uses.
declare module "heic-convert" {
  type ConvertOptions = { buffer: Uint8Array | ArrayBuffer; format: "JPEG" | "PNG"; quality?: number };
  function convert(options: ConvertOptions): Promise<ArrayBuffer | Uint8Array>;
  export default convert;
}
