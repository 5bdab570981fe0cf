import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
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
  close(): Promise<void>;
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

/**
 * A real OpenID provider on loopback, as far as token verification needs one: the discovery
 * document and the JWKS it points to. `advertisedIssuer` makes discovery name a different issuer.
 */
export async function startOidcIssuer(
  options: { audience?: string; advertisedIssuer?: string } = {},
): Promise<OidcIssuer> {
  const published = await newSigningKey();
  const unpublished = await newSigningKey();
  const hits: Record<string, number> = {};
  let url = '';

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits[path] = (hits[path] ?? 0) + 1;
    const documents: Record<string, unknown> = {
      '/.well-known/openid-configuration': {
        issuer: options.advertisedIssuer ?? url,
        jwks_uri: `${url}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
      },
      '/jwks': { keys: [published.publicJwk] },
    };
    const document = documents[path];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    hits,
    publishedKid: published.kid,
    async mint(claims, mintOptions = {}) {
      const key = mintOptions.unpublishedKey ? unpublished : published;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: mintOptions.kid ?? key.kid, typ: 'JWT' })
        .setIssuer(url)
        .setAudience(mintOptions.audience ?? options.audience ?? 'punchclock')
        .setIssuedAt(now)
        .setExpirationTime(now + (mintOptions.expiresInSeconds ?? 300))
        .sign(key.privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A loopback URL where nothing listens: a provider that is down. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
