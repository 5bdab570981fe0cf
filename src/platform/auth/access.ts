import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every route declares who may call it:
 * - public: anyone;
 * - bearer: a signed-in user (Authorization header);
 * - tenant: a member of the organization named by x-organization-id holding `permission`
 *   (null: any active member).
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'bearer' }
  | { readonly kind: 'tenant'; readonly permission: string | null };

export const access = {
  public: { kind: 'public' } as const,
  bearer: { kind: 'bearer' } as const,
  tenant: (permission: string | null = null): Access => ({ kind: 'tenant', permission }),
};

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Supplied by the identity module; the platform only knows how to attach them. */
export interface AccessGuards {
  bearer: Guard;
  tenant: (permission: string | null) => Guard;
}
