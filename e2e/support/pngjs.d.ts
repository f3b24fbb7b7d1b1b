/** The part of pngjs (which ships no types) that the visual comparison uses. */
declare module 'pngjs' {
  export interface PackerOptions {
    /** 0 grayscale, 2 RGB, 4 grayscale and alpha, 6 RGBA. */
    colorType?: 0 | 2 | 4 | 6;
    inputHasAlpha?: boolean;
    deflateLevel?: number;
    /** zlib's strategy: 0 default, 1 filtered, 2 Huffman only, 3 run-length (pngjs's default). */
    deflateStrategy?: number;
  }

  export class PNG {
    constructor(options: { width: number; height: number });
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row by row. */
    data: Buffer;
    static sync: {
      read(buffer: Buffer): PNG;
      write(png: PNG, options?: PackerOptions): Buffer;
    };
  }
}
