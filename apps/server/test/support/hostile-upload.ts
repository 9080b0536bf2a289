import { request } from 'node:http';

export interface HostileAnswer {
  envelope: { code: string; msg: string };
  /** Bytes the sender had handed to its socket when the answer came. */
  sentBytes: number;
  /** The server said it closes the connection instead of reading the rest. */
  closed: boolean;
}

/**
 * Uploads `size` bytes made by `chunkAt`, declaring them all in Content-Length, and stops sending as soon as
 * the server answers, as a browser does: the answer is read even when the server closes mid-upload.
 */
export function sendHostileUpload(
  url: string,
  token: string,
  size: number,
  chunkAt: (offset: number) => Buffer,
): Promise<HostileAnswer> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const upload = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv',
        'content-length': size,
        authorization: `Bearer ${token}`,
        'accept-language': 'en-US',
      },
    });
    upload.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          envelope: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          sentBytes,
          closed: response.headers.connection === 'close',
        });
        upload.destroy();
      });
    });
    upload.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sentBytes < size) {
        const chunk = chunkAt(sentBytes).subarray(0, size - sentBytes);
        sentBytes += chunk.length;
        if (!upload.write(chunk)) return void upload.once('drain', pump);
      }
      if (!answered) upload.end();
    };
    pump();
  });
}
