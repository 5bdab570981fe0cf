import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access } from '../../platform/auth/access.js';
import { AppError, errors } from '../../platform/http/errors.js';
import { defineFileRoute, defineRoute } from '../../platform/http/route.js';
import { LOGO_BOX, LOGO_MAX_BYTES } from './billing-profile.rules.js';
import { billingProfileBody, billingProfileSchema } from './billing-profile.schemas.js';
import type { createBillingProfileService } from './billing-profile.service.js';
import { invitationTokenParams, signInOrganizationParams } from '../members/index.js';
import { portalParams } from '../projects/index.js';

const TAGS = ['Financials'] as const;
const URL = '/organizations/current/billing-profile';
/** Seeing the profile is seeing money matters (bank details); changing it is an organization setting. */
const read = access.tenant('financials.read');
const write = access.tenant('organization.manage', 'financials.read');

/** The one file part "logo", read into memory within the plugin's limits. */
async function readLogo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'A logo is uploaded as multipart/form-data',
      'Send "Content-Type: multipart/form-data" with the image as the "logo" part.',
    );
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' || part.fieldname !== 'logo' || file !== null) {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        throw errors.badRequest(
          'MALFORMED_MULTIPART',
          `Unexpected part '${part.fieldname}'`,
          'Send one file part named "logo" and nothing else.',
        );
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The logo is larger than ${LOGO_MAX_BYTES} bytes`,
        'Upload a smaller image (PNG, JPEG or WebP).',
      );
    throw errors.badRequest(
      'MALFORMED_MULTIPART',
      'The multipart body could not be read',
      'Send a well-formed multipart/form-data body with its boundary.',
    );
  }
  if (!file)
    throw errors.validation(
      'The upload has no logo',
      [{ field: 'body.logo', message: 'is required' }],
      'Attach the image as the file part named "logo".',
    );
  return file;
}

/**
 * The portal's logo may be kept by the client's browser for an hour (the URL the portal answers
 * changes with the logo), by no shared cache (the URL holds the portal token), and is never sent
 * on in a Referer.
 */
const PORTAL_LOGO_CACHE = 'private, max-age=3600';

export async function billingProfileRoutes(
  app: FastifyInstance,
  profiles: ReturnType<typeof createBillingProfileService>,
) {
  defineRoute(app, {
    method: 'GET',
    url: URL,
    operationId: 'getBillingProfile',
    tags: TAGS,
    summary: "The organization's billing profile (the seller on its invoices)",
    description: 'Every field is null until it is first saved.',
    access: read,
    response: billingProfileSchema,
    handler: ({ tenant }) => profiles.get(tenant),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: URL,
    operationId: 'updateBillingProfile',
    tags: TAGS,
    summary: 'Change the billing profile (fields not sent stay as they are; an empty string clears one)',
    description:
      'IBAN and BIC are checked (ISO 13616 check digits, ISO 9362). Issued invoices keep the seller they were issued with; drafts show the profile as it is.',
    access: write,
    body: billingProfileBody,
    response: billingProfileSchema,
    handler: ({ body, tenant }) => profiles.save(tenant, body),
  });

  // Multipart parsing only in this scope, as for screenshots.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
    });
    defineRoute(scope, {
      method: 'POST',
      url: `${URL}/logo`,
      operationId: 'uploadBillingLogo',
      tags: TAGS,
      summary: 'Upload the logo printed on invoices (multipart, file part "logo")',
      description:
        `PNG, JPEG or WebP (judged by its bytes), at most ${LOGO_MAX_BYTES} bytes; re-encoded server-side as a PNG fitted into ${LOGO_BOX.width}×${LOGO_BOX.height} pixels (never enlarged, metadata dropped). ` +
        '415 UNSUPPORTED_MEDIA_TYPE for anything else, 415 IMAGE_ANIMATED for an animation, 400 IMAGE_EMPTY, IMAGE_UNDECODABLE or IMAGE_TOO_LARGE, 413 beyond the size limit.',
      access: write,
      errorStatuses: [413, 415, 422],
      response: billingProfileSchema,
      handler: async ({ request, tenant }) => profiles.uploadLogo(tenant, await readLogo(request)),
    });
  });

  defineFileRoute(app, {
    method: 'GET',
    url: `${URL}/logo`,
    operationId: 'getBillingLogo',
    tags: TAGS,
    summary: 'The processed logo (PNG)',
    description: 'No logo uploaded: 404.',
    access: read,
    errorStatuses: [404],
    produces: ['image/png'],
    handler: async ({ tenant }) => ({
      contentType: 'image/png',
      body: await profiles.logo(tenant),
      inline: true,
      filename: 'logo.png',
    }),
  });

  defineFileRoute(app, {
    method: 'GET',
    url: '/projects/portal/:token/logo',
    operationId: 'getPortalLogo',
    tags: ['Projects'],
    summary: 'Client portal: the logo of the organization sharing the project (public; the token is the authorization)',
    description:
      'The billing profile’s processed logo (PNG), as GET /projects/portal/{token} links it in organization.logoUrl. ' +
      '404 for an unknown or unshared token, or when the organization has no logo. The portal password is not asked: ' +
      'the logo is how the agency presents itself, not the project’s work. Cached privately for an hour.',
    access: access.public,
    params: portalParams,
    errorStatuses: [404],
    produces: ['image/png'],
    handler: async ({ params, reply }) => logoFile(reply, await profiles.portalLogo(params.token)),
  });

  defineFileRoute(app, {
    method: 'GET',
    url: '/auth/invitations/:token/logo',
    operationId: 'getInvitationLogo',
    tags: ['Auth'],
    summary: 'The logo of the organization an open invitation is to (public; the token is the authorization)',
    description:
      'The billing profile’s processed logo (PNG), as GET /auth/invitations/{token} links it. 404 for an unknown, used or expired invitation, or without a logo. Cached privately for an hour.',
    access: access.public,
    params: invitationTokenParams,
    errorStatuses: [404],
    produces: ['image/png'],
    handler: async ({ params, reply }) => logoFile(reply, await profiles.invitationLogo(params.token)),
  });

  defineFileRoute(app, {
    method: 'GET',
    url: '/auth/organizations/:orgId/logo',
    operationId: 'getSignInLogo',
    tags: ['Auth'],
    summary: 'The logo on an organization’s sign-in page (public)',
    description:
      'The billing profile’s processed logo (PNG), as GET /auth/organizations/{orgId}/brand links it. 404 for an unknown organization or without a logo. Cached privately for an hour.',
    access: access.public,
    params: signInOrganizationParams,
    errorStatuses: [404],
    produces: ['image/png'],
    handler: async ({ params, reply }) => logoFile(reply, await profiles.signInLogo(params.orgId)),
  });
}

/** A logo answered to a public page: inline PNG, cached privately, sent without a referrer onward. */
function logoFile(reply: FastifyReply, body: Buffer) {
  void reply.header('referrer-policy', 'no-referrer');
  return { contentType: 'image/png', body, inline: true, filename: 'logo.png', cacheControl: PORTAL_LOGO_CACHE };
}
