import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { type AppError, errors } from '../../platform/http/errors.js';
import { emailField } from '../users/index.js';

/** How long one fetch of the discovery document or the key set may take before the IdP counts as down. */
const OIDC_FETCH_TIMEOUT_MS = 5_000;
/** Skew allowed between our clock and the identity provider's for exp / nbf / iat. */
const OIDC_CLOCK_TOLERANCE_SECONDS = 30;
/**
 * Asymmetric algorithms only: an HMAC algorithm would let anyone who knows the "secret" (for
 * example the provider's public key, as in the classic RS256→HS256 confusion) mint tokens.
 */
const OIDC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

interface OidcSettings {
  readonly issuer: string;
  readonly audience: string;
}

/** Who the identity provider says the caller is, after the token checked out. */
export interface VerifiedIdentity {
  /** `issuer|sub`: stable per provider account, stored as users.oidc_subject. */
  subject: string;
  /** Normalized (trimmed, lower-cased); null when absent or not an email address. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const discoverySchema = z.object({
  issuer: z.string().min(1),
  jwks_uri: z.url({ protocol: /^https?$/ }),
  // Only the web app's authorization-code flow needs these; token verification works without them.
  authorization_endpoint: z.url({ protocol: /^https?$/ }).optional(),
  token_endpoint: z.url({ protocol: /^https?$/ }).optional(),
});

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.unknown().optional(),
  email_verified: z.unknown().optional(),
  name: z.unknown().optional(),
  given_name: z.unknown().optional(),
  family_name: z.unknown().optional(),
});

interface Provider {
  /** The issuer exactly as the provider publishes it; tokens' `iss` must equal it. */
  issuer: string;
  keys: JWTVerifyGetKey;
  /** Where the browser signs in and where the server trades the code; absent from some discovery documents. */
  endpoints: { authorization: URL; token: URL } | null;
}

/** Issuers compare and store without trailing slashes, so `https://idp/` and `https://idp` are one provider. */
const withoutTrailingSlash = (issuer: string) => issuer.replace(/\/+$/, '');

const discoveryUrlOf = (issuer: string) => `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;

function providerUnavailable(message: string, hint: string, cause?: unknown): AppError {
  const error = errors.unavailable(message, hint);
  // Not in the response; the error handler logs 5xx errors with their cause for the operator.
  error.cause = cause;
  return error;
}

async function discover(settings: OidcSettings): Promise<Provider> {
  const url = discoveryUrlOf(settings.issuer);
  const unreachable = (cause: unknown) =>
    providerUnavailable(
      `The identity provider could not be reached at ${url}`,
      'Retry in a moment; if it persists, the operator should check OIDC_ISSUER and the provider.',
      cause,
    );
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(OIDC_FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`discovery answered HTTP ${response.status}`);
    body = await response.json();
  } catch (cause) {
    throw unreachable(cause);
  }
  const document = discoverySchema.safeParse(body);
  if (!document.success) throw unreachable(document.error);
  if (withoutTrailingSlash(document.data.issuer) !== withoutTrailingSlash(settings.issuer)) {
    throw providerUnavailable(
      `The identity provider at ${url} names itself '${document.data.issuer}', not the configured issuer`,
      'The operator should set OIDC_ISSUER to the issuer the provider publishes.',
    );
  }
  const secure = new URL(settings.issuer).protocol === 'https:';
  const jwksUrl = new URL(document.data.jwks_uri);
  const { authorization_endpoint: authorization, token_endpoint: token } = document.data;
  const plain = [jwksUrl.href, authorization, token].filter((href) => href?.startsWith('http:'));
  if (secure && plain.length > 0) {
    throw providerUnavailable(
      `The identity provider publishes endpoints over plain http: ${plain.join(', ')}`,
      'The provider must serve jwks_uri, authorization_endpoint and token_endpoint over https.',
    );
  }
  return {
    issuer: document.data.issuer,
    keys: keySetAt(jwksUrl),
    endpoints: authorization && token ? { authorization: new URL(authorization), token: new URL(token) } : null,
  };
}

/**
 * jose's remote key set caches the keys and refetches when a token names an unknown `kid` (key
 * rotation). Failing to fetch the keys is the provider's outage (503); a token whose key is not
 * among them is the token's fault (401).
 */
function keySetAt(jwksUrl: URL): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(jwksUrl, { timeoutDuration: OIDC_FETCH_TIMEOUT_MS });
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey || error instanceof joseErrors.JWKSMultipleMatchingKeys)
        throw error;
      throw providerUnavailable(
        `The identity provider's signing keys could not be fetched from ${jwksUrl.href}`,
        'Retry in a moment; if it persists, the operator should check the provider.',
        error,
      );
    }
  };
}

function rejectedToken(error: InstanceType<typeof joseErrors.JOSEError>, audience: string): AppError {
  const retry = 'Get a fresh token from your identity provider and retry.';
  if (error instanceof joseErrors.JWTExpired)
    return errors.unauthorized('The identity provider token has expired', retry);
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') {
      return errors.unauthorized(
        'The identity provider token was not issued for this service',
        `Request a token for the audience '${audience}'.`,
      );
    }
    return errors.unauthorized(
      `The identity provider token's '${error.claim}' claim is not acceptable: ${error.reason}`,
      retry,
    );
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) {
    return errors.unauthorized(
      'The identity provider token is signed with a disallowed algorithm',
      `Tokens must be signed with one of ${OIDC_ALGORITHMS.join(', ')}.`,
    );
  }
  if (error instanceof joseErrors.JWKSNoMatchingKey) {
    return errors.unauthorized('The identity provider token is signed by a key the provider does not publish', retry);
  }
  return errors.unauthorized('The identity provider token is malformed or its signature does not verify', retry);
}

const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function identityFrom(issuer: string, payload: unknown): VerifiedIdentity {
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success)
    throw errors.unauthorized(
      "The identity provider token has no usable 'sub' claim",
      'Ask the provider to include the subject in its tokens.',
    );
  const {
    sub,
    email,
    email_verified: emailVerified,
    name,
    given_name: givenName,
    family_name: familyName,
  } = claims.data;
  const parsedEmail = emailField.safeParse(email);
  const joinedName = [optionalText(givenName), optionalText(familyName)].filter(Boolean).join(' ');
  return {
    subject: `${withoutTrailingSlash(issuer)}|${sub}`,
    email: parsedEmail.success ? parsedEmail.data : null,
    // Strictly the boolean: a string "true" or a missing claim does not prove ownership of the address.
    emailVerified: parsedEmail.success && emailVerified === true,
    name: optionalText(name) ?? (joinedName || null),
  };
}

/**
 * Verifies identity-provider tokens against the issuer's published keys. Discovery happens on
 * first use and is kept for the life of the instance; a failed discovery is not kept, so the
 * next sign-in retries it.
 */
export function createOidcProvider(settings: OidcSettings, clock: Clock) {
  let provider: Promise<Provider> | null = null;

  function currentProvider(): Promise<Provider> {
    provider ??= discover(settings).catch((error: unknown) => {
      provider = null;
      throw error;
    });
    return provider;
  }

  return {
    /** The authorization and token endpoints of the web sign-in; 503 when discovery names none. */
    async endpoints(): Promise<{ authorization: URL; token: URL }> {
      const { endpoints } = await currentProvider();
      if (!endpoints)
        throw providerUnavailable(
          "The identity provider's discovery document names no authorization_endpoint and token_endpoint",
          'The operator should check OIDC_ISSUER: web sign-in needs a provider that supports the authorization-code flow.',
        );
      return endpoints;
    },

    async verify(token: string): Promise<VerifiedIdentity> {
      const { issuer, keys } = await currentProvider();
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience: settings.audience,
          algorithms: OIDC_ALGORITHMS,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: OIDC_CLOCK_TOLERANCE_SECONDS,
          currentDate: clock.now(),
        });
        return identityFrom(issuer, payload);
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw rejectedToken(error, settings.audience);
        throw error;
      }
    },
  };
}

export type OidcProvider = ReturnType<typeof createOidcProvider>;
