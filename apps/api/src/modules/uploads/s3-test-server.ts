// Test support: a real S3-protocol server (s3rver) on 127.0.0.1, behind a gate that does what
// s3rver leaves out and AWS S3 does: it checks SigV4 query signatures (every signed header, the
// expiry) and the x-amz-checksum-sha256 of a PUT body. Header-signed requests (the API's own) pass.
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_TEST_REGION = 'us-east-1';

export interface S3TestServer {
  /** The gate's origin: what S3_ENDPOINT points at. */
  endpoint: string;
  bucket: string;
  /** A client straight to s3rver, past the gate (a store that checks nothing). */
  direct: AwsClient;
  /** `http://<s3rver>/<bucket>/<objectKey>`, for `direct`. */
  directUrl(objectKey: string): string;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'dawa-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'dawa-s3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await s3rver.run();
  const upstream = `http://127.0.0.1:${s3Port}`;

  const gate: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const refusal = await checkPresigned(request, body);
      if (refusal !== null) {
        response.writeHead(403, { 'content-type': 'text/plain' }).end(refusal);
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'connection')
          headers.set(name, value);
      }
      const method = request.method ?? 'GET';
      const res = await fetch(`${upstream}${request.url ?? '/'}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
      });
      response.writeHead(res.status, Object.fromEntries(res.headers));
      response.end(Buffer.from(await res.arrayBuffer()));
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const { port } = gate.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    direct: new AwsClient({
      ...S3_TEST_CREDENTIALS,
      service: 's3',
      region: S3_TEST_REGION,
      retries: 0,
    }),
    directUrl: (objectKey) => `${upstream}/${bucket}/${objectKey}`,
    async close() {
      gate.closeAllConnections();
      await new Promise((resolve) => gate.close(resolve));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Why AWS would refuse this query-signed request, or null when it would not (or is not one). */
async function checkPresigned(request: IncomingMessage, body: Buffer): Promise<string | null> {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? ''}`);
  const given = url.searchParams.get('X-Amz-Signature');
  if (given === null) return null;
  const date = url.searchParams.get('X-Amz-Date') ?? '';
  const signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    if (name === 'host') continue;
    const value = request.headers[name];
    // A signed header the request lacks cannot match.
    if (typeof value !== 'string') return `missing signed header ${name}`;
    headers[name] = value;
  }
  url.searchParams.delete('X-Amz-Signature');
  const signer = new AwsV4Signer({
    method: request.method ?? 'GET',
    url: url.href,
    headers,
    ...S3_TEST_CREDENTIALS,
    service: 's3',
    region: S3_TEST_REGION,
    signQuery: true,
    allHeaders: true,
    datetime: date,
  });
  const expected = (await signer.sign()).url.searchParams.get('X-Amz-Signature') ?? '';
  if (
    expected.length !== given.length ||
    !timingSafeEqual(Buffer.from(expected), Buffer.from(given))
  )
    return 'SignatureDoesNotMatch';
  const signedAt = Date.parse(
    date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  const expires = Number(url.searchParams.get('X-Amz-Expires'));
  if (!(signedAt + expires * 1000 > Date.now())) return 'AccessDenied: Request has expired';
  const checksum = request.headers['x-amz-checksum-sha256'];
  if (
    typeof checksum === 'string' &&
    createHash('sha256').update(body).digest('base64') !== checksum
  )
    return 'BadDigest';
  return null;
}
