import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors.ts';

/**
 * A CSV body reaches its routes (those of the plugin that calls this) as the request stream, unread: a
 * file of any size up to `maxBytes` is read as it arrives. Its declared length is checked first, so an
 * oversized file is refused unread.
 */
export function streamCsvBodies(app: FastifyInstance, maxBytes: number) {
  const size = maxBytes >= 1024 ** 3 ? `${maxBytes / 1024 ** 3} GB` : `${maxBytes / 1024 ** 2} MB`;
  app.addContentTypeParser('text/csv', (request, payload, done) => {
    const length = Number(request.headers['content-length']);
    if (!Number.isSafeInteger(length))
      return done(
        validationFailed({
          'zh-CN': '上传文件需带 Content-Length',
          'en-US': 'an upload needs its Content-Length',
        }),
      );
    if (length > maxBytes)
      return done(
        validationFailed({
          'zh-CN': `文件超过 ${size}，请拆分后导入`,
          'en-US': `the file is over ${size}: split it and import the parts`,
        }),
      );
    done(null, payload);
  });
}

/** The uploaded file's stream; a JSON body (or none) is answered with what to send instead. */
export function csvUpload(body: unknown): Readable {
  if (body instanceof Readable) return body;
  throw validationFailed({
    'zh-CN': '请将文件作为请求体发送（Content-Type: text/csv）',
    'en-US': 'send the file as the request body (Content-Type: text/csv)',
  });
}

/** The seller closed the page or lost the line mid-upload: nobody is left to answer, nothing broke. */
export const isUploadCutOff = (error: unknown) => (error as { code?: string }).code === 'ECONNRESET';
