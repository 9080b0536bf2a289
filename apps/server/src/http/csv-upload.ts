import { pipeline, Readable, Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { fieldInvalid, validationFailed } from './errors.ts';
import { messages } from './messages.ts';

/** A CSV's header line ends within this many bytes, and no line of it is longer than the next. */
export const CSV_HEADER_WITHIN_BYTES = 64 * 1024;
export const CSV_LINE_MAX_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;

const noHeader = () => fieldInvalid('file', messages.upload.noHeader(CSV_HEADER_WITHIN_BYTES / 1024));
/** csv-parse's code for a record past `max_record_size`: a quote left open swallows the lines after it. */
export const CSV_RECORD_TOO_LONG = 'CSV_MAX_RECORD_SIZE';

export const csvLineTooLong = () =>
  fieldInvalid('file', messages.upload.lineTooLong(CSV_LINE_MAX_BYTES / 1024 ** 2));

/**
 * Passes a CSV through as it arrives and fails it the moment its header line runs past 64 KB or any line
 * past 1 MB: a file without line breaks is refused after its first bytes, not read whole. Lines are
 * found with Buffer.indexOf, so a chunk costs one native scan.
 */
export function csvLineGuard(): Transform {
  let lineBytes = 0;
  let headerEnded = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let from = 0; ;) {
        const newline = chunk.indexOf(NEWLINE, from);
        lineBytes += (newline === -1 ? chunk.length : newline) - from;
        if (lineBytes > CSV_LINE_MAX_BYTES) return done(csvLineTooLong());
        if (!headerEnded && lineBytes > CSV_HEADER_WITHIN_BYTES) return done(noHeader());
        if (newline === -1) break;
        headerEnded = true;
        lineBytes = 0;
        from = newline + 1;
      }
      done(null, chunk);
    },
  });
}

/**
 * A CSV body reaches its routes (those of the plugin that calls this) as the request stream, unread: a
 * file of any size up to `maxBytes` is read as it arrives. Its declared length is checked first, so an
 * oversized file is refused unread.
 */
export function streamCsvBodies(app: FastifyInstance, maxBytes: number) {
  const size = maxBytes >= 1024 ** 3 ? `${maxBytes / 1024 ** 3} GB` : `${maxBytes / 1024 ** 2} MB`;
  app.addContentTypeParser('text/csv', (request, payload, done) => {
    const length = Number(request.headers['content-length']);
    if (!Number.isSafeInteger(length)) return done(validationFailed(messages.upload.needsContentLength));
    if (length > maxBytes) return done(validationFailed(messages.upload.tooLarge(size)));
    done(null, payload);
  });
  // A refused upload's sender may still be sending hundreds of MB: end the connection with the answer
  // instead of reading the rest.
  app.addHook('onError', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}

/**
 * The uploaded file's stream, guarded line by line (csvLineGuard); a JSON body (or none) is answered with
 * what to send instead.
 */
export function csvUpload(body: unknown): Readable {
  if (body instanceof Readable) {
    // The guard's error (or the sender's cut-off) reaches whoever reads the file; the body is closed either way.
    return pipeline(body, csvLineGuard(), () => {});
  }
  throw validationFailed(messages.upload.sendAsBody);
}

/** The seller closed the page or lost the line mid-upload: nobody is left to answer, nothing broke. */
export const isUploadCutOff = (error: unknown) => (error as { code?: string }).code === 'ECONNRESET';
