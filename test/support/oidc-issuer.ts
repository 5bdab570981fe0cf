import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export interface MintOptions {
  /** Defaults to the audience given to startOidcIssuer. */
  audience?: string;
  /** Seconds from now; negative for a token that has already expired. Default 300. */
  expiresInSeconds?: number;
  /** Sign with a key the issuer does not publish. */
  unpublishedKey?: boolean;
  /** Override the header's key id, e.g. to name a published key while signing with another. */
  kid?: string;
}

export interface OidcIssuer {
  /** The issuer identifier (no trailing slash), as OIDC_ISSUER should name it. */
  url: string;
  /** Requests served, by path: shows what the service fetched and how often. */
  hits: Record<string, number>;
  /** The key id of the published signing key. */
  publishedKid: string;
  /** A signed RS256 token from this issuer with `claims` on top of iss/aud/iat/exp. */
  mint(claims: JWTPayload, options?: MintOptions): Promise<string>;
  /**
   * Who the next visit to the authorization endpoint signs in, at once (no page): the person's
   * claims and how their access token is minted, or an `error` to send back instead of a code.
   */
  signInNext(next: NextSignIn): void;
  /** The query of the last authorization request, as the browser brought it. */
  lastAuthorization: URLSearchParams | null;
  close(): Promise<void>;
}

export type NextSignIn = { claims: JWTPayload; mint?: MintOptions } | { error: string };

/** The web client registered at this provider: its authorization and token endpoints accept only it. */
interface RegisteredClient {
  clientId: string;
  clientSecret?: string;
}

interface IssuedCode {
  claims: JWTPayload;
  mint: MintOptions;
  clientId: string;
  redirectUri: string;
  challenge: string;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/**
 * A real OpenID provider on loopback: the discovery document and the JWKS it points to, and, for
 * a registered `client`, the authorization endpoint (signs in whoever `signInNext` names, without
 * a page) and the token endpoint (checks the code, redirect URI, client and PKCE verifier as a
 * provider does). `advertisedIssuer` makes discovery name a different issuer.
 */
export async function startOidcIssuer(
  options: { audience?: string; advertisedIssuer?: string; client?: RegisteredClient } = {},
): Promise<OidcIssuer> {
  const published = await newSigningKey();
  const unpublished = await newSigningKey();
  const hits: Record<string, number> = {};
  const codes = new Map<string, IssuedCode>();
  let next: NextSignIn | null = null;
  let url = '';

  async function mint(claims: JWTPayload, mintOptions: MintOptions = {}) {
    const key = mintOptions.unpublishedKey ? unpublished : published;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: mintOptions.kid ?? key.kid, typ: 'JWT' })
      .setIssuer(url)
      .setAudience(mintOptions.audience ?? options.audience ?? 'punchclock')
      .setIssuedAt(now)
      .setExpirationTime(now + (mintOptions.expiresInSeconds ?? 300))
      .sign(key.privateKey);
  }

  function authorize(query: URLSearchParams, response: ServerResponse) {
    issuer.lastAuthorization = query;
    const redirectUri = query.get('redirect_uri');
    const client = options.client;
    if (!client || query.get('client_id') !== client.clientId || !redirectUri)
      return sendJson(response, 400, { error: 'invalid_client' });
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const challenge = query.get('code_challenge');
    const person = next;
    next = null;
    if (query.get('code_challenge_method') !== 'S256' || !challenge) back.searchParams.set('error', 'invalid_request');
    else if (person === null) back.searchParams.set('error', 'login_required');
    else if ('error' in person) back.searchParams.set('error', person.error);
    else {
      const code = randomUUID();
      codes.set(code, {
        claims: person.claims,
        mint: person.mint ?? {},
        clientId: client.clientId,
        redirectUri,
        challenge,
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.href });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await formOf(request);
    const code = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent) : [];
    const client = options.client;
    if (!client || form.get('client_id') !== client.clientId || secret !== client.clientSecret)
      return sendJson(response, 401, { error: 'invalid_client' });
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !code ||
      code.redirectUri !== form.get('redirect_uri') ||
      s256(verifier) !== code.challenge
    )
      return sendJson(response, 400, { error: 'invalid_grant' });
    sendJson(response, 200, {
      access_token: await mint(code.claims, code.mint),
      id_token: await mint(code.claims, { audience: client.clientId }),
      token_type: 'Bearer',
      expires_in: 300,
    });
  }

  const server = createServer((request, response) => {
    const requestUrl = new URL(request.url ?? '/', url);
    const path = requestUrl.pathname === '/authorize' ? '/authorize' : (request.url ?? '/');
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/authorize') return authorize(requestUrl.searchParams, response);
    if (path === '/token' && request.method === 'POST') return void token(request, response);
    const documents: Record<string, unknown> = {
      '/.well-known/openid-configuration': {
        issuer: options.advertisedIssuer ?? url,
        jwks_uri: `${url}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
        ...(options.client ? { authorization_endpoint: `${url}/authorize`, token_endpoint: `${url}/token` } : {}),
      },
      '/jwks': { keys: [published.publicJwk] },
    };
    const document = documents[path];
    sendJson(response, document ? 200 : 404, document ?? { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const issuer: OidcIssuer = {
    url,
    hits,
    publishedKid: published.kid,
    lastAuthorization: null,
    mint,
    signInNext(person) {
      next = person;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return issuer;
}

/** A loopback URL where nothing listens: a provider that is down. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
