import { CorruptCodestream } from './codecs/codec-output';
import { expandYbr422, interleavePlanes, photometricOf, ybrFullToRgb } from './colour';
import type { DecodedImage } from './decoded-image';
import { reducedStoredValues, reductionFactor } from './downsample';
import { encapsulatedFrame } from './encapsulated-frame';
import { nativeFrame, type RawSamples } from './native-frame';
import { readPixelSource, type PixelData } from './pixel-data';
import { readPixelModule, type PixelModule } from './pixel-module';
import { PixelsUnavailable } from './pixels-unavailable';
import { TRANSFER_SYNTAXES } from './transfer-syntaxes';

/**
 * Decodes one frame (0-based) of a DICOM file's pixel data. Rejects with PixelsUnavailable, and
 * nothing else, when it cannot: no pixel data, an unsupported transfer syntax or pixel layout, a
 * corrupt codestream, a frame out of range.
 *
 * CPU-bound and synchronous inside, for long enough on a radiograph (more so compressed) to stall
 * every request of the process: run it off the request path, or in a worker when many files arrive
 * at once (docs/decisions.md, "Images on worker threads").
 *
 * With `longEdge`, a frame at least twice that size comes out reduced by a whole factor
 * (box averages, `reducedStoredValues`) that still covers it: what a render at that size needs,
 * at a fraction of the memory and of the work that follows.
 */
export async function decodeFrame(
  bytes: Buffer,
  frame = 0,
  options: { longEdge?: number } = {},
): Promise<DecodedImage> {
  try {
    return await decode(bytes, frame, options.longEdge);
  } catch (error) {
    if (error instanceof PixelsUnavailable) throw error;
    throw new PixelsUnavailable('The pixel data cannot be decoded', { cause: error });
  }
}

async function decode(
  bytes: Buffer,
  frame: number,
  longEdge: number | undefined,
): Promise<DecodedImage> {
  const { transferSyntaxUid, dataset, pixelData } = readPixelSource(bytes);
  const syntax = TRANSFER_SYNTAXES[transferSyntaxUid];
  if (syntax === undefined) {
    throw new PixelsUnavailable(`Transfer syntax ${transferSyntaxUid} is not supported`);
  }
  if (pixelData === null) throw new PixelsUnavailable('The file has no pixel data');
  const module = readPixelModule(dataset);
  if (!Number.isInteger(frame) || frame < 0 || frame >= module.numberOfFrames) {
    throw new PixelsUnavailable(
      `Frame ${frame} is out of range: the image has ${module.numberOfFrames}`,
    );
  }

  let raw: RawSamples | Int16Array;
  let codecMadeRgb = false;
  if (syntax === 'native') {
    if (pixelData.encapsulated) throw new PixelsUnavailable('Native pixel data is encapsulated');
    raw = nativeSamples(pixelData, module, frame);
  } else {
    if (!pixelData.encapsulated) {
      throw new PixelsUnavailable(`${syntax.name} pixel data is not encapsulated`);
    }
    const bitstream = encapsulatedFrame(
      pixelData,
      module.numberOfFrames,
      frame,
      syntax.startsFrame,
    );
    try {
      const output = await syntax.decode(bitstream, module);
      raw = output.samples;
      codecMadeRgb = output.rgb;
    } catch (error) {
      const reason = error instanceof CorruptCodestream ? `: ${error.message}` : '';
      throw new PixelsUnavailable(`The ${syntax.name} pixel data cannot be decoded${reason}`, {
        cause: error,
      });
    }
  }

  const { photometric, convert } = photometricOf(
    module.photometricInterpretation,
    module.samplesPerPixel,
    codecMadeRgb,
  );
  const factor =
    longEdge === undefined ? 1 : reductionFactor(module.rows, module.columns, longEdge);
  const { data, rows, columns } = reducedStoredValues(raw, module, factor);
  if (convert) ybrFullToRgb(data, module.bitsStored);
  return {
    columns,
    rows,
    samplesPerPixel: module.samplesPerPixel === 3 ? 3 : 1,
    photometric,
    bitsStored: module.bitsStored,
    signed: module.signed,
    data,
    rescaleSlope: module.rescaleSlope,
    rescaleIntercept: module.rescaleIntercept,
    windowCenter: module.windowCenter,
    windowWidth: module.windowWidth,
    numberOfFrames: module.numberOfFrames,
  };
}

/** Native frames may be planar or 4:2:2 subsampled; codecs always give full, interleaved ones. */
function nativeSamples(
  pixelData: Extract<PixelData, { encapsulated: false }>,
  module: PixelModule,
  frame: number,
): RawSamples {
  const samples = nativeFrame(pixelData, module, frame);
  if (module.samplesPerPixel !== 3) return samples;
  if (module.photometricInterpretation === 'YBR_FULL_422') {
    return expandYbr422(samples, module.rows, module.columns);
  }
  return module.planarConfiguration === 1 ? interleavePlanes(samples) : samples;
}
