// Generated from the server's OpenAPI document by `npm run web:client`: do not edit by hand.
// A test (web/tools/api-schema.test.ts) fails when this file no longer matches the server.

export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service and database health
         * @description Answers 503 SERVICE_UNAVAILABLE when the database does not answer. The database check is at most one second old (one probe a second however often this is polled). Not rate limited, so load balancers can poll it.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: each dependency with its status and latency
         * @description The database and file storage are required: when one is down the answer is 503 SERVICE_UNAVAILABLE with the same checks in details. Redis (when REDIS_URL is set) and mail are not: when one is down the status is degraded and the answer 200, since the rate limits fail open and mail waits in the outbox. Each dependency is probed at most once a second (mail every 15 s), each probe within 2 s. Not rate limited.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service name, version and discovery links */
        get: operations["getInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API as an OpenAPI 3.1 document
         * @description The document itself, not wrapped in the success envelope.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/docs/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How to authenticate: headers, access classes and sign-in flows */
        get: operations["getAuthDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/send-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a 6-digit sign-up, password-reset or sign-in code
         * @description purpose "signup" (default) mails a code for /auth/register; "reset" mails a code for /auth/reset-password, only to an existing account; "signin" mails a code to send as otp to /auth/login, only to an account that may sign in. A code only works for the purpose it was sent for. The answer is the same whether or not an account exists. Per address: one code a minute, and 10 emails of any kind a day (429 beyond).
         */
        post: operations["sendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a sign-up code
         * @description Codes expire after 10 minutes and allow 5 wrong tries.
         */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and its organization
         * @description Needs a code verified with /auth/verify-otp for the same email. The caller becomes the Owner of a new organization on a 14-day trial. An existing account with no password, or one an inviter chose, is completed instead (memberships kept, old tokens revoked); one with its holder's password is 409.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password, or with an emailed code
         * @description Send password, or otp: a code from POST /auth/send-otp with purpose "signin" (single use, 10 minutes, 5 wrong tries). Both answer the same session. An unknown account, a wrong password or code, and an account that may not sign in (deactivated, no active organization) are the same 401. Password sign-in pauses for 15 minutes after 10 failures for one account (429).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with an emailed reset code
         * @description Send the code from POST /auth/send-otp with purpose "reset". Every existing token of the account stops working; sign in again with POST /auth/login. Codes expire after 10 minutes and allow 5 wrong tries.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which sign-in methods are enabled */
        get: operations["getAuthMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user and their organizations
         * @description user.role is the role in the organization named by x-organization-id, if sent, else in the oldest membership.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current Terms of Service and Privacy Policy */
        get: operations["getLegal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/accept-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the current terms
         * @description termsVersion must equal GET /auth/legal's termsVersion; a stale one is 400 STALE_TERMS_VERSION.
         */
        post: operations["acceptTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password; every existing token stops working
         * @description Answers a new session. Called with the web app's session cookie, the cookies move to the new session, so the browser stays signed in (read the new pc_csrf cookie).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join an organization with an invitation token
         * @description New accounts set their password here; existing accounts confirm with their current password.
         */
        post: operations["acceptInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in the web app: the session is set as an HttpOnly cookie
         * @description Body: email and password or otp, with the same checks, limits and 401s as POST /auth/login; or accessToken (and acceptedTerms) of the identity provider, as POST /auth/oauth. No token in the answer: it is set as the HttpOnly cookie pc_session (Path=/api/v1, SameSite=Strict, Secure over https), and csrfToken (also in the readable cookie pc_csrf) must come back as the x-csrf-token header on every later request other than GET. For the web app on this server only: a request from another Origin is 403 CSRF_REJECTED. API clients use POST /auth/login and Bearer.
         */
        post: operations["createWebSession"];
        /**
         * Sign out: the session (cookie or Bearer token) stops working at once, everywhere
         * @description Revokes the session the request is authenticated with, by its id: the cookie of the web app (which also needs x-csrf-token) or a Bearer token. Other sessions of the same user keep working. Both web cookies are cleared.
         */
        delete: operations["deleteWebSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with an identity provider's token
         * @description accessToken is a JWT from OIDC_ISSUER for the audience OIDC_AUDIENCE, checked against the provider's published keys. A provider account is matched by subject, else linked to the account with the same verified email; otherwise a new account and organization are created, which needs acceptedTerms: true and a verified email. 400 FEATURE_DISABLED when not configured; 503 when the provider cannot be reached.
         */
        post: operations["signInWithOidc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web sign-in with the identity provider: go to the provider
         * @description For the web app's sign-in button (a navigation, not a fetch). Redirects to the provider's authorization_endpoint with state and PKCE (S256), kept in the HttpOnly cookie pc_oidc_flow (10 minutes). When web sign-in is not configured (GET /auth/methods, oidc.webSignIn): to /sign-in?error=FEATURE_DISABLED.
         */
        get: operations["startOidcWebSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web sign-in with the identity provider: back from the provider
         * @description The redirect_uri registered at the provider (PUBLIC_URL/api/v1/auth/oidc/callback). Checks state against pc_oidc_flow, trades the code (with the PKCE verifier) at the token_endpoint, verifies the token and signs in exactly as POST /auth/oauth, sets the web session cookies as POST /auth/session, and redirects to the page the sign-in started from. Failures redirect to /sign-in?error=<code>: IDP_STATE_INVALID, IDP_DENIED, IDP_CODE_REJECTED, TERMS_NOT_ACCEPTED, UNAUTHORIZED, IDP_EMAIL_MISSING, IDP_EMAIL_UNVERIFIED, IDENTITY_ALREADY_LINKED, SERVICE_UNAVAILABLE, FEATURE_DISABLED.
         */
        get: operations["finishOidcWebSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization an open invitation is to: its name, accent colour and logo (public; the token is the authorization)
         * @description Only the organization, nothing of the invitee or the inviter. 404 for an unknown, used or expired invitation (POST /auth/accept-invite answers 400 INVALID_INVITE for those).
         */
        get: operations["getInvitationBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organizations the caller is an active member of */
        get: operations["listMyOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/members/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the caller's personal time zone in this organization
         * @description timeZone is an IANA name, or null for the organization's. It changes how instants are shown to the caller and where the days of their personal views begin (their weekly digest, AI answers about their own time only), not the organization's days (docs/time-zones.md).
         */
        patch: operations["updateMyMembership"];
        trace?: never;
    };
    "/api/v1/organizations/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members with roles, rates, capacity and status
         * @description Rates are null unless the caller's role has members.rates.read. Ordered by creation; up to 200 per page.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Invite a member (Admin or Owner)
         * @description Without a password, emails an invitation link valid 7 days. With a password, a new account is usable at once.
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member */
        get: operations["getMember"];
        put?: never;
        post?: never;
        /** Remove a member from the organization */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role, rates or capacity
         * @description Nobody can grant a role with permissions they lack, change a member who outranks them, or demote the last Owner (409).
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/api/v1/organizations/members/{memberId}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a member: their access to this organization ends at once, their history stays */
        post: operations["deactivateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/members/{memberId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a deactivated member */
        post: operations["reactivateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/members/{memberId}/resend-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new invitation link (the previous one stops working) */
        post: operations["resendInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/current/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's plan, trial end and what the plan includes
         * @description Every member may read it: the plan decides which AI routes answer 402 PLAN_REQUIRED. Plans are changed by the operator (docs/plans.md).
         */
        get: operations["getOrganizationPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/current/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's calendar: time zone, first day of the week, working days
         * @description Every member may read it: days, weeks and "today" are taken in this time zone (docs/time-zones.md); what time entries need (requireProject, requireTask, requireNotes, minimumTimerSeconds) is shown by the entry form and the timer.
         */
        get: operations["getOrganizationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the organization's time zone, first day of the week, working days, whether reviewers may approve their own time, what time entries need, or the accent colour (Owner or Admin)
         * @description timeZone must be an IANA name (e.g. Europe/Berlin); workingDays holds 1 (Monday) to 7 (Sunday), at least one; minimumTimerSeconds 0 (none) to 3600; accentColor #RRGGBB or null (the portal, the invitation page and emails carry it). requireProject, requireTask and requireNotes apply to time recorded or changed from then on. All fields change together or none.
         */
        patch: operations["updateOrganizationSettings"];
        trace?: never;
    };
    "/api/v1/rbac": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's roles and the permission catalogue
         * @description Open to every active member, so clients can show what each role may do.
         */
        get: operations["getRbac"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rbac/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a custom role
         * @description Only with permissions the caller holds (403 otherwise); organization.transfer stays with the built-in Owner role (400). Names are unique ignoring case, built-in names included (409).
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rbac/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a custom role no member holds
         * @description Built-in roles, and roles still assigned to any member (invited and deactivated included), cannot be deleted (409).
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        /**
         * Rename a custom role or replace its permissions
         * @description Takes effect on the next request of every member holding the role. The caller must hold every permission of the old and the new set (403). Built-in roles cannot be changed (409).
         */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API keys: your own, or every key of the organization with organization.manage
         * @description Newest first. Never shows a key itself or its hash, only its prefix.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key; the answer shows the key once
         * @description PERSONAL keys act as you, optionally limited to some of your permissions. SERVICE keys (organization.manage) act for the organization with the permissions listed, accounted to you. Listed permissions must be ones you hold (403 EXCEEDS_OWN_PERMISSIONS). At most 50 active keys of each kind per member (PERSONAL) or organization (SERVICE). Not with an API key (403): keys are made by a signed-in member.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One API key (your own, or any of the organization with organization.manage) */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key: its very next request is refused (401)
         * @description Your own keys, or any of the organization with organization.manage; another key is 404. Revoking a revoked key answers it unchanged.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your API keys that still work, in every organization you belong to
         * @description Newest first, each with its organization; at most 500. What to review after a password reset: a reset signs out every session, but keys keep working until revoked. Not with an API key (403).
         */
        get: operations["listMyApiKeysEverywhere"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of your own API keys, in whichever organization it works
         * @description A key someone else made, or one of an organization you no longer belong to, is 404. Revoking a revoked key answers it unchanged. Not with an API key (403).
         */
        delete: operations["revokeMyApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's webhooks, newest first (never their secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe an HTTPS URL to events; the answer shows the signing secret once
         * @description Deliveries are signed per Standard Webhooks (docs/webhooks.md). The URL must be https:// and resolve only to public addresses (400 otherwise, checked again at each delivery). Invoice events need financials.read (403). At most 20 webhooks per organization.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook with its delivery log; nothing more is sent to it */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change the URL, events or description; disable or enable again
         * @description Enabling a webhook the system disabled for failing resets its failure count. Changing the URL needs every permission its payloads use (403 otherwise).
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, shown once; the old one still signs alongside it for the overlap
         * @description During the overlap each delivery carries two signatures (webhook-signature, space-separated), so a receiver verifies with either secret and switches without a gap.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook's delivery log, newest first
         * @description Each delivery: its event, status, attempts, the last response status, duration and error, and when it is tried next.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivered or failed event again, as a new delivery with the same webhook-id */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event to this webhook alone */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications in this organization, newest first, with the unread count */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all the caller's unread notifications in this organization read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of the caller's notifications read
         * @description Idempotent: marking it again keeps the first readAt. Another member's notification is a 404.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/current/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's budget alerts and capacity reminders
         * @description Any member may read when reminders go out; changing them needs organization.manage.
         */
        get: operations["getAlertSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Switch the organization's budget alerts and capacity reminders, or move the reminder */
        patch: operations["updateAlertSettings"];
        trace?: never;
    };
    "/api/v1/organizations/members/me/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own switches for budget alerts and capacity reminders */
        get: operations["getMyAlertPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Switch budget alerts or capacity reminders for oneself
         * @description Applies in this organization only; the organization's own switch still decides whether any are sent.
         */
        patch: operations["updateMyAlertPreferences"];
        trace?: never;
    };
    "/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clients of the organization, by name
         * @description Ordered by name ignoring case; archived clients only with status=ARCHIVED or ALL. Without projects.read.all a caller sees only the clients of projects they are assigned to; defaultBillRate is null without projects.manage or financials.read.
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Create a client
         * @description A name an active client of the organization has, ignoring case, is 409 ALREADY_EXISTS.
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One client
         * @description Without projects.read.all a caller sees only the clients of projects they are assigned to; defaultBillRate is null without projects.manage or financials.read.
         */
        get: operations["getClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a client's details
         * @description Any subset of the create fields; null clears an optional one. A new name becomes the clientName of every project of the client. A name an active client of the organization has, ignoring case, is 409 ALREADY_EXISTS.
         */
        patch: operations["updateClient"];
        trace?: never;
    };
    "/api/v1/clients/{clientId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a client: hidden from the default list and the project form; its projects keep working */
        post: operations["archiveClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{clientId}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring an archived client back
         * @description 409 ALREADY_EXISTS when an active client has taken its name meanwhile.
         */
        post: operations["unarchiveClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects with budgets, assigned members and profitability
         * @description Ordered by id (creation); archived projects only with status=ARCHIVED or ALL. Members see only projects they are assigned to. Money (billable amount, cost, profit, margin, progress of a FIXED budget) is null without financials.read; totalBudget of a FIXED project and hourlyBillRate are null without projects.manage or financials.read.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project
         * @description assignedUserIds takes user ids or member ids of active or invited members (404 for any other id). A code in use is 409.
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One project
         * @description Members see only projects they are assigned to. Money (billable amount, cost, profit, margin, progress of a FIXED budget) is null without financials.read; totalBudget of a FIXED project and hourlyBillRate are null without projects.manage or financials.read.
         */
        get: operations["getProject"];
        /**
         * Change a project's settings, budget, members or screenshot configuration
         * @description Any subset of the create fields; assignedUserIds replaces the assignment; null clears description and hourlyBillRate.
         */
        put: operations["updateProject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a project: hidden from the default list; its history, figures and portal stay */
        post: operations["archiveProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bring an archived project back */
        post: operations["unarchiveProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client portal share of a project, with its current link
         * @description Shows the link in force again (to copy it later) without issuing a new one: the client keeps theirs. portalUrl is null while sharing is off, and for a link issued before links could be shown again (POST /projects/{projectId}/share issues one that can).
         */
        get: operations["getProjectShare"];
        put?: never;
        /**
         * Turn the client portal on or off, set or clear its password, issue a new link
         * @description The body is optional: without one, sharing is turned on with a new link. The link is shown only when issued; issuing a new one (the default) makes the previous one stop working. isPublicShared false turns sharing off and clears the password.
         */
        post: operations["shareProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/portal/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Client portal: proof of work of a shared project (public; the token is the authorization)
         * @description Approved time only, and the project’s invoices the client can pay online (with their pay links), under the organization’s name, accent colour and logo. 404 for an unknown or unshared token; 401 for a missing or wrong password (the same answer); 429 after too many wrong passwords for the share. The password goes in the x-portal-password header (as the web app sends it) or the password query parameter; neither is ever logged.
         */
        get: operations["getProjectPortal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's tasks, by name
         * @description For whoever may track time to the project (assigned, or time.track.any_project) or sees every project; otherwise the project is 404. status: ACTIVE (default), ARCHIVED or ALL; done: true or false.
         */
        get: operations["listProjectTasks"];
        put?: never;
        /**
         * Add a task to a project
         * @description Names are unique among the active tasks of a project, ignoring case (409); an archived project takes no new tasks (409).
         */
        post: operations["createProjectTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/tasks/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a task, change its estimate, mark it done or open again
         * @description A done task stays on its entries but is not offered for new time; null clears the estimate.
         */
        patch: operations["updateProjectTask"];
        trace?: never;
    };
    "/api/v1/projects/{projectId}/tasks/{taskId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a task: it stays on its entries but cannot be chosen for more */
        post: operations["archiveProjectTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/tasks/{taskId}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring an archived task back
         * @description 409 when an active task of the project has its name meanwhile.
         */
        post: operations["unarchiveProjectTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's tags, by name
         * @description Every member who tracks time may read them. status: ACTIVE (default), ARCHIVED or ALL.
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description Names are unique among active tags, ignoring case (409).
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a tag (every entry carrying it shows the new name) */
        patch: operations["renameTag"];
        trace?: never;
    };
    "/api/v1/tags/{tagId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a tag: it stays on its entries but cannot be added to more */
        post: operations["archiveTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{tagId}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring an archived tag back
         * @description 409 when an active tag has its name meanwhile.
         */
        post: operations["unarchiveTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time entries, newest first
         * @description Members see their own; roles with time.read.all see everyone's. Filters: userId, projectId, clientId, taskId, tagId, from, to, status, billable (an unknown or another organization's projectId, clientId, taskId or tagId matches nothing). Keyset pagination (limit ≤ 200, cursor).
         */
        get: operations["listTimeEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/entries/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time entries as CSV
         * @description The list's filters and visibility (own entries unless time.read.all), every matching entry newest first, at most 10,000 (more: 400, narrow the filters). Columns a person reads (docs/time-tracking.md): date and start/end on the organization's clock with its zone, member, email, client, project, task, tags, notes, decimal hours, billable, status, billed; the invoice number and billableAmount/costAmount only with financials.read, costRate/billRate only with members.rates.read; ids and UTC instants last. RFC 4180, UTF-8 with BOM; text that a spreadsheet would run as a formula gets a leading apostrophe.
         */
        get: operations["exportTimeEntriesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/entries/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time entries as an Excel workbook
         * @description The list's filters and visibility (own entries unless time.read.all), every matching entry newest first, at most 10,000 (more: 400, narrow the filters). Columns a person reads (docs/time-tracking.md): date and start/end on the organization's clock with its zone, member, email, client, project, task, tags, notes, decimal hours, billable, status, billed; the invoice number and billableAmount/costAmount only with financials.read, costRate/billRate only with members.rates.read; ids and UTC instants last. One sheet, bold frozen header; dates, times, hours and amounts are typed cells.
         */
        get: operations["exportTimeEntriesXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/entries/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One time entry */
        get: operations["getTimeEntry"];
        /**
         * Change an entry (it becomes PENDING again)
         * @description Owners change their own entries unless approved (409); time.manage.all changes anyone's. Time billed on a live invoice: its times, project and billable flag are locked (409: cancel or delete the invoice first); its notes can still be changed, and a notes-only change keeps it APPROVED. A change cannot take away a project, task or notes the organization requires (400 PROJECT_REQUIRED, TASK_REQUIRED, NOTES_REQUIRED).
         */
        put: operations["updateTimeEntry"];
        post?: never;
        /**
         * Delete an entry permanently
         * @description Time billed on a live invoice cannot be deleted (409: cancel or delete the invoice first).
         */
        delete: operations["deleteTimeEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log time after the fact
         * @description endTime after startTime, at most 24 hours, not in the future; no overlap with the caller's other entries (409). isBillable omitted: the project's billableByDefault (true without a project). Refused with 400 PROJECT_REQUIRED, TASK_REQUIRED or NOTES_REQUIRED when the organization requires what the entry lacks.
         */
        post: operations["createManualTimeEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/timer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's running timer, or null */
        get: operations["getRunningTimer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/timer/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the timer now
         * @description isBillable omitted: the project's billableByDefault. Refused with 400 PROJECT_REQUIRED, TASK_REQUIRED or NOTES_REQUIRED when the organization requires what the start lacks (GET /organizations/current/settings).
         */
        post: operations["startTimer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/timer/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop the running timer now
         * @description 409 NO_RUNNING_TIMER when no timer is running, e.g. when another stop sent at the same time won. A timer that ran less than the organization's minimumTimerSeconds (default 60) is not saved without being asked: ifShort ASK (default) answers 409 TIMER_TOO_SHORT (details: elapsedSeconds, minimumTimerSeconds) and changes nothing, KEEP saves it, DISCARD deletes it and answers discarded: true. Notes that would take away notes the organization requires: 400 NOTES_REQUIRED.
         */
        post: operations["stopTimer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject entries (Manager, Admin, Owner)
         * @description All entries or none: an unknown or foreign id (404) or a running entry (409) changes nothing; rejecting time that is billed on a live invoice is 409 too. Rejection notifies each teammate in the app and by email with the reason.
         */
        post: operations["reviewTimeEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/live-team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is working now: online status, running timer and today's time for every active member
         * @description Online: a running timer, or a tracker heartbeat within the last 60 seconds. "Today" is the current day in the organization's time zone (GET /organizations/current/settings).
         */
        get: operations["getLiveTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The desktop tracker says it is alive (every 30 seconds or so); the answer carries its pending commands
         * @description commands: what the tracker must do, e.g. CAPTURE_SCREENSHOT (upload a screenshot with captureRequestId = the command id). A command is answered in every heartbeat until done or expired. See docs/tracker-protocol.md.
         */
        post: operations["trackerHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/weekly-digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the caller their hours for the current week
         * @description Per day and per project, billable and not. Rejected time is in none of the hours: it is given apart (rejectedHours), as is the part still waiting for review (pendingHours). The week starts on the organization's first day of the week (Monday by default, then it is the ISO week) at midnight in the caller's time zone (their own, else the organization's); week is the ISO week holding most of it. Available on every plan. No request body.
         */
        post: operations["sendWeeklyDigest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/idle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's idle time found by the desktop tracker and not answered yet
         * @description For the running entry and PENDING entries stopped in the last 24 hours: the run of consecutive activity slots with at most 10 seconds of input each that the entry ends with, offered when the slots show at least thresholdSeconds (5 minutes) of it. idleSeconds runs from idleSince to the end of the entry, or to now while it runs: send it with timeEntryId to POST /time/idle-resolve, after which the entry is not offered again until new idle time follows the answer. See docs/time-tracking.md.
         */
        get: operations["listPendingIdleTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/idle-resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep, discard or split off idle time detected by the tracker
         * @description KEEP leaves the entry as is; DISCARD removes idleSeconds from its worked time; SPLIT_OFFLINE turns the last idleSeconds of the entry into an offline, non-billable entry (a running timer resumes after it). Without timeEntryId: the caller's running entry, else their latest.
         */
        post: operations["resolveIdleTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/weeks/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's week: status, totals, whether it can be submitted
         * @description weekStart defaults to the current week. While a week is SUBMITTED or APPROVED its owner cannot log, edit, delete, start a timer in or resolve idle time into entries starting in it (409 WEEK_LOCKED); time.manage.all still can. Weeks are the organization's (time zone, first day of the week).
         */
        get: operations["getMyTimesheetWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/weeks/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the caller's week for approval
         * @description An OPEN or REJECTED week that has begun (400 for a future week or a day that is not a first day of the week); 409 when it is already submitted or approved, or a timer started in it is still running. While a week is SUBMITTED or APPROVED its owner cannot log, edit, delete, start a timer in or resolve idle time into entries starting in it (409 WEEK_LOCKED); time.manage.all still can. Weeks are the organization's (time zone, first day of the week).
         */
        post: operations["submitTimesheetWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/weeks/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back a submitted week nobody has reviewed yet
         * @description The week is OPEN again and its entries unlocked; 409 unless it is SUBMITTED.
         */
        post: operations["withdrawTimesheetWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/weeks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Submitted, approved and rejected weeks per person (Manager, Admin, Owner)
         * @description Newest week first, then by name; each with the total and billable worked seconds and the number of entries starting in it. Filters: status, from/to (week start days, inclusive), userId. At most `limit` (≤ 200) weeks.
         */
        get: operations["listTimesheetWeeks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/weeks/{weekId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a submitted week: all its entries become APPROVED
         * @description As POST /time/approve does for each entry starting in the week (reviewedBy, rollups). 409 unless the week is SUBMITTED.
         */
        post: operations["approveTimesheetWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time/weeks/{weekId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a submitted or approved week with a reason
         * @description All its entries become REJECTED with the reason, the week is unlocked for its owner to fix and submit again, and the owner is told in the app and by email. 409 for a week that is OPEN or already REJECTED, or holding time billed on a live invoice.
         */
        post: operations["rejectTimesheetWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time grouped on one or two levels
         * @description Time of a period (whole days of the organization's zone, at most 366, default this week) grouped by client, project, task, member, day or week, optionally then by a second of them, with totals. Members see their own time; time.read.all sees everyone's. Filters: clientId, projectId, taskId, tagId, userId, billable, status (default: all but REJECTED); another organization's ids match nothing. docs/reports.md.
         */
        get: operations["getTimeReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/time/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The time report as CSV
         * @description Time of a period (whole days of the organization's zone, at most 366, default this week) grouped by client, project, task, member, day or week, optionally then by a second of them, with totals. Members see their own time; time.read.all sees everyone's. Filters: clientId, projectId, taskId, tagId, userId, billable, status (default: all but REJECTED); another organization's ids match nothing. docs/reports.md. One line per group and child, hours in decimal, a last line with the totals.
         */
        get: operations["exportTimeReportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/time/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The time report as an Excel workbook
         * @description Time of a period (whole days of the organization's zone, at most 366, default this week) grouped by client, project, task, member, day or week, optionally then by a second of them, with totals. Members see their own time; time.read.all sees everyone's. Filters: clientId, projectId, taskId, tagId, userId, billable, status (default: all but REJECTED); another organization's ids match nothing. docs/reports.md. One line per group and child, hours in decimal, a last line with the totals.
         */
        get: operations["exportTimeReportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financials/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue, cost, profit and margin, per project and per member
         * @description Days are the organization's (its time zone; capacity over its working days, docs/time-zones.md). Default period: the current month there, compared with the month before; or from/to (days, to included, ≤ 366 days) compared with as many days before. Optional projectId or clientId (that client's projects; an unknown id is 404). Task and tag filters are not offered here: a FIXED project's revenue is recognised per project (docs/financials.md). See docs/financials.md for what counts.
         */
        get: operations["getFinancialSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financials/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoices of the organization, newest first
         * @description Filters: status (as reported: OVERDUE includes SENT invoices past their due date), client, projectId, from, to (creation day, in the organization’s time zone). Keyset pagination (limit ≤ 200, cursor).
         */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Create a DRAFT invoice
         * @description Line amounts (quantity × unitPrice), subtotal, tax and total are computed exactly and rounded half-up to cents. The number is given when the invoice first leaves DRAFT. paymentTermsDays and paymentTerms default to the billing profile’s.
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financials/invoices/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoices as CSV
         * @description The list's filters (status, client, projectId, from, to), every matching invoice newest first, at most 10,000 (more: 400, narrow the filters). Columns a person reads (docs/financials.md): number ('draft' before issue), status, payment status, client and project names, currency, subtotal, tax %, tax, total, due date, issued, paid and created days in the organization's time zone, notes; ids last. RFC 4180, UTF-8 with BOM; text that a spreadsheet would run as a formula (starting with = + - @, tab, CR or their full-width forms) gets a leading apostrophe.
         */
        get: operations["exportInvoicesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financials/invoices/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoices as an Excel workbook
         * @description The list's filters (status, client, projectId, from, to), every matching invoice newest first, at most 10,000 (more: 400, narrow the filters). Columns a person reads (docs/financials.md): number ('draft' before issue), status, payment status, client and project names, currency, subtotal, tax %, tax, total, due date, issued, paid and created days in the organization's time zone, notes; ids last. One sheet, bold frozen header; amounts and days are typed cells.
         */
        get: operations["exportInvoicesXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financials/invoices/from-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a DRAFT billing a project's approved time
         * @description Approved, billable, finished entries of the project that started from `from` to `to` (days of the organization’s time zone, included) and are on no invoice: one line per member and bill rate. The entries are marked as invoiced (never billed twice) until the invoice is deleted or cancelled. Nothing left to bill: 409.
         */
        post: operations["createInvoiceFromTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financials/invoices/from-time/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What POST /financials/invoices/from-time would create, without creating it
         * @description The same body, lines, totals, service period, buyer and refusals (404, 409 NOTHING_TO_BILL) as creating from time, made and rolled back in one transaction: nothing is stored and no entry is marked invoiced. The answer is the invoice that would be created, with the id it would have had (it does not exist).
         */
        post: operations["previewInvoiceFromTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financials/invoices/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice with its line items, payment status and status history */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        /**
         * Delete a DRAFT invoice that never had a number
         * @description Not DRAFT, or issued once (it has a number): 409; cancel it instead.
         */
        delete: operations["deleteInvoice"];
        options?: never;
        head?: never;
        /**
         * Change a DRAFT invoice
         * @description items, when given, replace every item; totals are computed again. Not DRAFT: 409.
         */
        patch: operations["updateInvoice"];
        trace?: never;
    };
    "/api/v1/financials/invoices/{invoiceId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice as a PDF
         * @description Drawn on a worker thread (pdfkit, embedded DejaVu Sans), as the customer gets it (no internal status): the seller (billing profile with logo, as snapshotted when the invoice was issued; a draft shows the profile as it is) and the buyer with addresses and VAT ids, number and issue date, service period, purchase order, line items (over as many pages as needed), subtotal, tax rate and amount (with the tax note), total, payment terms, due date, bank details, the online pay link (paymentUrl, when there is one), notes and footer; a DRAFT is watermarked. Characters the font lacks (e.g. CJK) print as U+FFFD. Too many PDFs in the works for the organization: 429 OFFLOAD_ORGANIZATION_BUSY; for the server: 503 OFFLOAD_QUEUE_FULL (both with Retry-After); a render past the time limit: 503 OFFLOAD_TIMED_OUT.
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financials/invoices/{invoiceId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the status to one of the five values
         * @description Allowed moves: DRAFT → SENT, OVERDUE, PAID or CANCELLED (the first issue snapshots the billing profile as the seller and, without a due date, sets it to the issue day plus paymentTermsDays; a due date before the issue day is 409); SENT or OVERDUE → any status (back to DRAFT for a correction keeps the number and the billed time); PAID → SENT or OVERDUE (the payment taken back). CANCELLED is final: cancelling releases the billed time, so a new invoice bills it. Any other move: 409 INVALID_INVOICE_TRANSITION with a hint. Setting the current status again changes nothing. Leaving DRAFT the first time gives the next number of the organization; each change is recorded with who and when.
         */
        patch: operations["setInvoiceStatus"];
        trace?: never;
    };
    "/api/v1/organizations/current/billing-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's billing profile (the seller on its invoices)
         * @description Every field is null until it is first saved.
         */
        get: operations["getBillingProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the billing profile (fields not sent stay as they are; an empty string clears one)
         * @description IBAN and BIC are checked (ISO 13616 check digits, ISO 9362). Issued invoices keep the seller they were issued with; drafts show the profile as it is.
         */
        patch: operations["updateBillingProfile"];
        trace?: never;
    };
    "/api/v1/organizations/current/billing-profile/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The processed logo (PNG)
         * @description No logo uploaded: 404.
         */
        get: operations["getBillingLogo"];
        put?: never;
        /**
         * Upload the logo printed on invoices (multipart, file part "logo")
         * @description PNG, JPEG or WebP (judged by its bytes), at most 2097152 bytes; re-encoded server-side as a PNG fitted into 600×240 pixels (never enlarged, metadata dropped). 415 UNSUPPORTED_MEDIA_TYPE for anything else, 415 IMAGE_ANIMATED for an animation, 400 IMAGE_EMPTY, IMAGE_UNDECODABLE or IMAGE_TOO_LARGE, 413 beyond the size limit.
         */
        post: operations["uploadBillingLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/portal/{token}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Client portal: the logo of the organization sharing the project (public; the token is the authorization)
         * @description The billing profile’s processed logo (PNG), as GET /projects/portal/{token} links it in organization.logoUrl. 404 for an unknown or unshared token, or when the organization has no logo. The portal password is not asked: the logo is how the agency presents itself, not the project’s work. Cached privately for an hour.
         */
        get: operations["getPortalLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/invitations/{token}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logo of the organization an open invitation is to (public; the token is the authorization)
         * @description The billing profile’s processed logo (PNG), as GET /auth/invitations/{token} links it. 404 for an unknown, used or expired invitation, or without a logo. Cached privately for an hour.
         */
        get: operations["getInvitationLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's payment processor, or null when none is connected
         * @description Never shows a key: only its last 4 characters. webhookUrl and webhookEvents are what to set up in Stripe.
         */
        get: operations["getPaymentConnection"];
        /**
         * Connect a payment processor (Stripe), or replace its keys
         * @description The secret key is checked with one call to Stripe (the account it opens) before anything is stored; refused: 422 PAYMENT_PROCESSOR_REFUSED, Stripe unreachable: 503. Both secrets are stored encrypted. Replacing keeps webhookUrl. Then create a webhook endpoint in Stripe for webhookUrl with the events checkout.session.completed, checkout.session.async_payment_succeeded, charge.refunded, charge.dispute.created, charge.dispute.updated, charge.dispute.closed, and send its signing secret here as webhookSecret.
         */
        put: operations["connectPaymentProcessor"];
        post?: never;
        /**
         * Disconnect the payment processor
         * @description Forgets both keys. Pay links stop offering payment and the webhook URL answers 404; payments recorded so far stay. None connected: 404.
         */
        delete: operations["disconnectPaymentProcessor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financials/invoices/{invoiceId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the payment processor reported for an invoice: payments, refunds, disputes
         * @description Totals in the invoice’s currency (paid, refunded, disputed) and every record, oldest first. A refund or dispute leaves the invoice PAID, as in Stripe; they are shown here.
         */
        get: operations["listInvoicePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pay/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invoice's pay link (public; the token is the authorization)
         * @description A browser opening it goes to Stripe's checkout page for the amount still due. An invoice already paid, cancelled or unknown, or no processor connected: the web app's /pay/result page saying so (state in its query).
         */
        get: operations["openInvoicePayLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/stripe/webhooks/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook (public; Stripe's signature is the authorization)
         * @description Verified with the connection’s signing secret by the official library (bad or missing Stripe-Signature: 400 PAYMENT_SIGNATURE_INVALID). Each event id is applied once: a repeat answers 200 with duplicate true and changes nothing. Events not handled answer 200. Unknown connection: 404.
         */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one activity slot of the caller's desktop tracker
         * @description A span of activity (10 minutes by default, 60 at most): keyboard, mouse and active seconds, foreground applications and URLs. Idempotent by clientId: the same clientId again answers the slot stored the first time, with replayed: true, and stores nothing. A slot overlapping another of the member’s is 409. See docs/tracker-protocol.md.
         */
        post: operations["uploadActivitySlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/slots/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload slots recorded offline, with a result per slot
         * @description Up to 100 slots, applied in order in one transaction. Each result is CREATED, REPLAYED (its clientId was stored before) or REJECTED with the error the slot would have had alone; a rejection does not undo the others, so replaying a whole batch after a lost answer creates nothing twice. A malformed body is refused whole (400).
         */
        post: operations["uploadActivitySlotBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top applications and sites, productivity and categories of tracked activity
         * @description Slots starting in [from, to): by default the 7 days up to now, at most 366 days. Members see their own activity; roles with activities.read.all see everyone's, or one member's with userId. The 10 top applications and sites; productivity and categories from the organization's rules, then the built-in ones. Browser time counts by the sites visited in it.
         */
        get: operations["getActivitySummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's classification rules, and the built-in ones */
        get: operations["getActivityRules"];
        /**
         * Replace the organization's classification rules
         * @description The list sent becomes the organization's rules (an empty list leaves the built-in ones alone). APP patterns match whole words of an application name, case-insensitively; SITE patterns match a host and its subdomains. The organization's most specific match wins over any built-in rule. One rule per kind and pattern.
         */
        put: operations["replaceActivityRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Screenshots, newest first: own, or anyone’s with screenshots.read.all
         * @description Filters: userId, projectId, from/to (captured at). Each item has signed image and thumbnail URLs valid until urlsExpireAt, and the activity percent of its slot.
         */
        get: operations["listScreenshots"];
        put?: never;
        /**
         * Upload a screenshot of the caller's screen (desktop tracker, multipart)
         * @description multipart/form-data: text fields clientId, capturedAt, projectId?, slotClientId?, captureRequestId?, then the file part "image" (PNG, JPEG or WebP, judged by its bytes; at most 10485760 bytes). The image is re-encoded to WebP with a thumbnail; a project with blurScreenshots (read again at commit) stores only a blurred image. 201 when stored; 200 with the stored screenshot when the member's clientId was uploaded before. 415 IMAGE_ANIMATED for an animation; 422 IMAGE_TOO_COMPLEX when the image work exceeds 5 seconds; 503 IMAGE_QUEUE_FULL (Retry-After), before the body is read, when the image queue is full. See docs/screenshots.md.
         */
        post: operations["uploadScreenshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots/{screenshotId}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The screenshot's image (WebP): own, or anyone's with screenshots.read.all */
        get: operations["getScreenshotImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots/{screenshotId}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The screenshot's thumbnail (WebP): own, or anyone's with screenshots.read.all */
        get: operations["getScreenshotThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots/files/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A screenshot file by signed URL (public; the token is the authorization, for one file, for minutes)
         * @description The URLs come from GET /screenshots and the client portal. 404 for an expired, altered or unknown token and for a deleted screenshot; 409 SCREENSHOT_BLUR_PENDING for a sharp screenshot of a project that now blurs, until the background blur has replaced it.
         */
        get: operations["getSignedScreenshotFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots/{screenshotId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a screenshot with its stored image and thumbnail (own, or anyone’s with screenshots.manage)
         * @description A member deletes their own screenshots; deleting anyone else’s needs screenshots.manage. Another member’s screenshot the caller cannot see is 404; one they see (screenshots.read.all) but may not delete is 403.
         */
        delete: operations["deleteScreenshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots/{screenshotId}/blur": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Blur a screenshot for good (own, or anyone’s with screenshots.manage)
         * @description isBlurred true replaces the stored image and thumbnail with blurred ones: irreversible, the original is gone. isBlurred false on a blurred screenshot is 409; on a sharp one it changes nothing.
         */
        patch: operations["blurScreenshot"];
        trace?: never;
    };
    "/api/v1/screenshots/request-live-capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a member's desktop tracker for a screenshot now
         * @description Queues a CAPTURE_SCREENSHOT command, delivered on the tracker’s next heartbeat or at once over its open command stream, until answered or expired (2 minutes). The first screenshot uploaded with its id and captured between the request and its expiry answers it and is marked requestedLive; any other upload naming it is stored as an ordinary screenshot. 404 for someone who is not an active member of the organization; 403 SCREENS_OF_HIGHER_ROLE for a member whose role has permissions the caller's does not; 429 CAPTURE_REQUESTS_PENDING while 3 requests already wait for that member's tracker.
         */
        post: operations["requestLiveCapture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/commands/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: the caller's tracker commands, at once
         * @description Send "Accept: text/event-stream". The pending commands come first, then each new one, as `event: command` with the command JSON as data; a comment line every 25 seconds keeps the connection open. A command may be sent twice (at connect and as it is queued): act on each id once. The stream ends when the caller may no longer hold it: at once when the member is deactivated, removed or given another role, otherwise at the next keep-alive (a signed-out session, a changed password, a deactivated account).
         */
        get: operations["streamTrackerCommands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ai/summary/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Daily stand-up summary of a day (the organization's, or the caller's own zone for their own day)
         * @description The team's day with time.read.all, else the caller's own. 402 PLAN_REQUIRED when the plan lacks AI access (TRIAL, PRO, TEAM).
         */
        post: operations["aiDailySummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ai/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Executive overview of the last `days` days of the organization's calendar (today included)
         * @description Project details, developer summaries and inferred skills; money only with financials.read. 402 PLAN_REQUIRED when the plan lacks Team plan AI access (TRIAL, TEAM).
         */
        get: operations["aiOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ai/work-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A reconstructed work day: tasks with times from entries, notes and activity
         * @description One member by userId or memberName, or everyone the caller may see (the team with time.read.all, else the caller). 402 PLAN_REQUIRED when the plan lacks Team plan AI access.
         */
        post: operations["aiWorkDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ai/weekly-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A week's report (default: the latest), or null when none
         * @description Reading a stored report needs no plan; generating one does.
         */
        get: operations["aiLatestWeeklyReport"];
        put?: never;
        /**
         * Generate a week's report (default: the last complete week), replacing an earlier one of that week
         * @description Overview, projects, developers, skills. On a Monday, the week that just ended; a running week named in `week` ends now; a week not begun is 400. 402 PLAN_REQUIRED when the plan lacks Team plan AI access.
         */
        post: operations["aiGenerateWeeklyReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ai/weekly-report/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A week's report (default: the latest) as a markdown attachment named by its week
         * @description Generates one first when none exists (402 PLAN_REQUIRED when the plan lacks Team plan AI access then).
         */
        get: operations["aiDownloadWeeklyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ai/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask about the organization's time, projects, people and money
         * @description Answered from tools scoped to the caller's organization and permissions; toolCalls lists what was read. 402 PLAN_REQUIRED when the plan lacks AI access.
         */
        post: operations["aiChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Model Context Protocol over Streamable HTTP (stateless, JSON answers)
         * @description One JSON-RPC 2.0 request or notification per POST (initialize, tools/list, tools/call, ping…); the answer is the JSON-RPC response (200, application/json), or 202 with no body for a notification. Any active member may call it; each tool then calls the matching API operation as the caller, with that operation's permission check, so a tool the role may not use answers a tool error (isError) with FORBIDDEN. See docs/mcp.md and GET /.well-known/mcp.
         */
        post: operations["postMcpMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/.well-known/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describes the MCP server: endpoint, transport, protocol version, authentication and tools
         * @description The document itself, not wrapped in the success envelope. The same at the host root and under /api/v1.
         */
        get: operations["getMcpDiscovery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describes the MCP server: endpoint, transport, protocol version, authentication and tools
         * @description The document itself, not wrapped in the success envelope. The same at the host root and under /api/v1.
         */
        get: operations["getMcpDiscoveryAtRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "time_entry.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** time_entry.created (docs/webhooks.md) */
        post: operations["webhook_time_entry_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_entry.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** time_entry.updated (docs/webhooks.md) */
        post: operations["webhook_time_entry_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_entry.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** time_entry.deleted (docs/webhooks.md) */
        post: operations["webhook_time_entry_deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_entry.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** time_entry.approved (docs/webhooks.md) */
        post: operations["webhook_time_entry_approved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "time_entry.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** time_entry.rejected (docs/webhooks.md) */
        post: operations["webhook_time_entry_rejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "timesheet.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** timesheet.submitted (docs/webhooks.md) */
        post: operations["webhook_timesheet_submitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "timesheet.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** timesheet.approved (docs/webhooks.md) */
        post: operations["webhook_timesheet_approved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "timesheet.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** timesheet.rejected (docs/webhooks.md) */
        post: operations["webhook_timesheet_rejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "project.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** project.created (docs/webhooks.md) */
        post: operations["webhook_project_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "project.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** project.updated (docs/webhooks.md) */
        post: operations["webhook_project_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "project.budget_threshold_crossed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** project.budget_threshold_crossed (docs/webhooks.md) */
        post: operations["webhook_project_budget_threshold_crossed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** invoice.created (docs/webhooks.md) */
        post: operations["webhook_invoice_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** invoice.status_changed (docs/webhooks.md) */
        post: operations["webhook_invoice_status_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.invited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** member.invited (docs/webhooks.md) */
        post: operations["webhook_member_invited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.joined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** member.joined (docs/webhooks.md) */
        post: operations["webhook_member_joined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.deactivated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** member.deactivated (docs/webhooks.md) */
        post: operations["webhook_member_deactivated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "screenshot.captured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** screenshot.captured (docs/webhooks.md) */
        post: operations["webhook_screenshot_captured"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** webhook.test (docs/webhooks.md) */
        post: operations["webhook_webhook_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ErrorInput: {
            /** @constant */
            success: false;
            /** @description UPPER_SNAKE error code; see docs/errors.md */
            code: string;
            /** @description HTTP reason phrase */
            error: string;
            /** @description What went wrong, for a person */
            message: string;
            /** @description What to do about it */
            hint: string;
            /** @description Per-field problems on VALIDATION_ERROR */
            details?: unknown;
        };
        Error: {
            /** @constant */
            success: false;
            /** @description UPPER_SNAKE error code; see docs/errors.md */
            code: string;
            /** @description HTTP reason phrase */
            error: string;
            /** @description What went wrong, for a person */
            message: string;
            /** @description What to do about it */
            hint: string;
            /** @description Per-field problems on VALIDATION_ERROR */
            details?: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            status: "ok";
                            version: string;
                            uptimeSeconds: number;
                            checks: {
                                database: {
                                    /** @enum {string} */
                                    status: "up";
                                    /** @enum {string} */
                                    kind: "pglite" | "postgres";
                                    latencyMs: number;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /**
                             * @description degraded: an optional dependency (Redis, mail) is down
                             * @enum {string}
                             */
                            status: "ready" | "degraded";
                            checks: {
                                database: {
                                    /** @enum {string} */
                                    status: "up" | "down" | "not_configured";
                                    /** @description A required dependency down makes the instance unavailable (503) */
                                    required: boolean;
                                    /** @description The implementation configured: pglite, postgres, redis, smtp, file, fs or s3 */
                                    kind: string;
                                    /** @description The last probe's round trip; null when down or not configured */
                                    latencyMs: number | null;
                                };
                                redis: {
                                    /** @enum {string} */
                                    status: "up" | "down" | "not_configured";
                                    /** @description A required dependency down makes the instance unavailable (503) */
                                    required: boolean;
                                    /** @description The implementation configured: pglite, postgres, redis, smtp, file, fs or s3 */
                                    kind: string;
                                    /** @description The last probe's round trip; null when down or not configured */
                                    latencyMs: number | null;
                                };
                                mail: {
                                    /** @enum {string} */
                                    status: "up" | "down" | "not_configured";
                                    /** @description A required dependency down makes the instance unavailable (503) */
                                    required: boolean;
                                    /** @description The implementation configured: pglite, postgres, redis, smtp, file, fs or s3 */
                                    kind: string;
                                    /** @description The last probe's round trip; null when down or not configured */
                                    latencyMs: number | null;
                                };
                                storage: {
                                    /** @enum {string} */
                                    status: "up" | "down" | "not_configured";
                                    /** @description A required dependency down makes the instance unavailable (503) */
                                    required: boolean;
                                    /** @description The implementation configured: pglite, postgres, redis, smtp, file, fs or s3 */
                                    kind: string;
                                    /** @description The last probe's round trip; null when down or not configured */
                                    latencyMs: number | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            name: string;
                            version: string;
                            description: string;
                            /** Format: uri */
                            documentation: string;
                            /** Format: uri */
                            openapiSpec: string;
                            /** Format: uri */
                            health: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            headers: {
                                authorization: string;
                                organization: string;
                            };
                            tokenLifetime: string;
                            accessClasses: {
                                /** @enum {string} */
                                name: "public" | "bearer" | "tenant";
                                description: string;
                            }[];
                            flows: {
                                name: string;
                                description: string;
                                steps: {
                                    method: string;
                                    path: string;
                                    description: string;
                                }[];
                            }[];
                            errors: {
                                status: number;
                                code: string;
                                when: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address; compared case-insensitively */
                    email: string;
                    /**
                     * @description signup: a code for /auth/register; reset: a code for /auth/reset-password, mailed only if the account exists; signin: a code to send as otp to /auth/login, mailed only to an account that may sign in
                     * @default signup
                     * @enum {string}
                     */
                    purpose?: "signup" | "reset" | "signin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {boolean} */
                            sent: true;
                            email: string;
                            expiresInSeconds: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address; compared case-insensitively */
                    email: string;
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {boolean} */
                            verified: true;
                            email: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address; compared case-insensitively */
                    email: string;
                    fullName: string;
                    organizationName: string;
                    password: string;
                    otp: string;
                    acceptedTerms: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            user: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                fullName: string;
                                email: string;
                                /** @description Role in the active organization */
                                role: string | null;
                                termsVersion: string | null;
                                needsLegalAcceptance: boolean;
                                createdAt: string;
                            };
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            activeOrganization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            }[];
                            /** @description JWT access token, valid 7 days */
                            token: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address; compared case-insensitively */
                    email: string;
                    /** @description The password; or send otp instead */
                    password?: string;
                    /** @description Instead of password: the code from POST /auth/send-otp with purpose "signin" (works once) */
                    otp?: string;
                    /**
                     * Format: uuid
                     * @description Organization to make active, when the user belongs to several
                     */
                    organizationId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            user: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                fullName: string;
                                email: string;
                                /** @description Role in the active organization */
                                role: string | null;
                                termsVersion: string | null;
                                needsLegalAcceptance: boolean;
                                createdAt: string;
                            };
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            activeOrganization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            }[];
                            /** @description JWT access token, valid 7 days */
                            token: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address; compared case-insensitively */
                    email: string;
                    /** @description The code from a send-otp with purpose "reset" */
                    otp: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {boolean} */
                            passwordReset: true;
                            email: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            password: boolean;
                            emailOtp: boolean;
                            oidc: {
                                enabled: boolean;
                                issuer: string | null;
                                /** @description The web sign-in (GET /auth/oidc/start) is configured: OIDC_CLIENT_ID is set besides OIDC_ISSUER */
                                webSignIn: boolean;
                                /** @description The name to show on a "Sign in with …" button */
                                providerName: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            user: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                fullName: string;
                                email: string;
                                /** @description Role in the active organization */
                                role: string | null;
                                termsVersion: string | null;
                                needsLegalAcceptance: boolean;
                                createdAt: string;
                            };
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            activeOrganization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLegal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            termsVersion: string;
                            effectiveDate: string;
                            /** Format: uri */
                            termsUrl: string;
                            /** Format: uri */
                            privacyUrl: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    termsVersion: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            termsVersion: string;
                            acceptedAt: string;
                            needsLegalAcceptance: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            user: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                fullName: string;
                                email: string;
                                /** @description Role in the active organization */
                                role: string | null;
                                termsVersion: string | null;
                                needsLegalAcceptance: boolean;
                                createdAt: string;
                            };
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            activeOrganization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            }[];
                            /** @description JWT access token, valid 7 days */
                            token: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    acceptedTerms: boolean;
                    fullName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            user: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                fullName: string;
                                email: string;
                                /** @description Role in the active organization */
                                role: string | null;
                                termsVersion: string | null;
                                needsLegalAcceptance: boolean;
                                createdAt: string;
                            };
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            activeOrganization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            }[];
                            /** @description JWT access token, valid 7 days */
                            token: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address; compared case-insensitively */
                    email: string;
                    /** @description The password; or send otp instead */
                    password?: string;
                    /** @description Instead of password: the code from POST /auth/send-otp with purpose "signin" (works once) */
                    otp?: string;
                    /**
                     * Format: uuid
                     * @description Organization to make active, when the user belongs to several
                     */
                    organizationId?: string;
                } | {
                    accessToken: string;
                    acceptedTerms?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            user: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                fullName: string;
                                email: string;
                                /** @description Role in the active organization */
                                role: string | null;
                                termsVersion: string | null;
                                needsLegalAcceptance: boolean;
                                createdAt: string;
                            };
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            activeOrganization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            }[];
                            /** @description Send it back as the x-csrf-token header on every request other than GET (also in the pc_csrf cookie) */
                            csrfToken: string;
                            /** @description When the session ends; sign in again then */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {boolean} */
                            signedOut: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signInWithOidc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accessToken: string;
                    acceptedTerms?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            user: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                fullName: string;
                                email: string;
                                /** @description Role in the active organization */
                                role: string | null;
                                termsVersion: string | null;
                                needsLegalAcceptance: boolean;
                                createdAt: string;
                            };
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            activeOrganization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            } | null;
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                trialEndsAt: string | null;
                                /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                                timeZone: string;
                                /** @description The caller's personal time zone here; null: the organization's */
                                myTimeZone: string | null;
                                role: string;
                                /** Format: uuid */
                                memberId: string;
                            }[];
                            /** @description JWT access token, valid 7 days */
                            token: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startOidcWebSignIn: {
        parameters: {
            query?: {
                /** @description A path of this app to open after signing in (default /) */
                redirect?: string;
                /** @description true when the person ticked the terms on the sign-in page: needed to create a new account */
                acceptedTerms?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's sign-in page; or /sign-in?error=<code> (in the Location header) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    finishOidcWebSignIn: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app (a path of this server); or /sign-in?error=<code> (in the Location header) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvitationBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            organization: {
                                name: string;
                                /** @description #rrggbb, or null for Punchclock’s own colours */
                                accentColor: string | null;
                                /** @description The text colour readable on the accent */
                                accentTextColor: string | null;
                                /** @description The organization’s logo (PNG) for this invitation, when it has one */
                                logoUrl: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            plan: string;
                            trialEndsAt: string | null;
                            /** @description The organization's IANA time zone: where its days begin (docs/time-zones.md) */
                            timeZone: string;
                            /** @description The caller's personal time zone here; null: the organization's */
                            myTimeZone: string | null;
                            role: string;
                            /** Format: uuid */
                            memberId: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMyMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeZone: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            memberId: string;
                            /** @description The member's personal time zone; null: the organization's */
                            timeZone: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                status?: "INVITED" | "ACTIVE" | "DEACTIVATED";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                user: {
                                    /** Format: uuid */
                                    id: string;
                                    fullName: string;
                                    email: string;
                                };
                                role: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    builtInKey: string | null;
                                };
                                /** @description Names of the member's roles (one per organization today) */
                                roles: string[];
                                /** @enum {string} */
                                status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                                /** @description Hourly cost; null when the caller may not see rates */
                                costRate: number | null;
                                /** @description Hourly billable rate; null when the caller may not see rates */
                                billableRate: number | null;
                                weeklyCapacityHours: number | null;
                                joinedAt: string | null;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email address; compared case-insensitively */
                    email: string;
                    fullName: string;
                    /** Format: uuid */
                    roleId: string;
                    /** @description Makes a new account usable at once, without an invitation email */
                    password?: string;
                    costRate?: number;
                    billableRate?: number;
                    weeklyCapacityHours?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            member: {
                                /** Format: uuid */
                                id: string;
                                user: {
                                    /** Format: uuid */
                                    id: string;
                                    fullName: string;
                                    email: string;
                                };
                                role: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    builtInKey: string | null;
                                };
                                /** @description Names of the member's roles (one per organization today) */
                                roles: string[];
                                /** @enum {string} */
                                status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                                /** @description Hourly cost; null when the caller may not see rates */
                                costRate: number | null;
                                /** @description Hourly billable rate; null when the caller may not see rates */
                                billableRate: number | null;
                                weeklyCapacityHours: number | null;
                                joinedAt: string | null;
                                createdAt: string;
                            };
                            /** @description Link to accept the invitation; null when the account was created active with a password */
                            inviteUrl: string | null;
                            inviteExpiresAt: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            user: {
                                /** Format: uuid */
                                id: string;
                                fullName: string;
                                email: string;
                            };
                            role: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                builtInKey: string | null;
                            };
                            /** @description Names of the member's roles (one per organization today) */
                            roles: string[];
                            /** @enum {string} */
                            status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                            /** @description Hourly cost; null when the caller may not see rates */
                            costRate: number | null;
                            /** @description Hourly billable rate; null when the caller may not see rates */
                            billableRate: number | null;
                            weeklyCapacityHours: number | null;
                            joinedAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {boolean} */
                            removed: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    roleId?: string;
                    costRate?: number | null;
                    billableRate?: number | null;
                    weeklyCapacityHours?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            user: {
                                /** Format: uuid */
                                id: string;
                                fullName: string;
                                email: string;
                            };
                            role: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                builtInKey: string | null;
                            };
                            /** @description Names of the member's roles (one per organization today) */
                            roles: string[];
                            /** @enum {string} */
                            status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                            /** @description Hourly cost; null when the caller may not see rates */
                            costRate: number | null;
                            /** @description Hourly billable rate; null when the caller may not see rates */
                            billableRate: number | null;
                            weeklyCapacityHours: number | null;
                            joinedAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deactivateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            user: {
                                /** Format: uuid */
                                id: string;
                                fullName: string;
                                email: string;
                            };
                            role: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                builtInKey: string | null;
                            };
                            /** @description Names of the member's roles (one per organization today) */
                            roles: string[];
                            /** @enum {string} */
                            status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                            /** @description Hourly cost; null when the caller may not see rates */
                            costRate: number | null;
                            /** @description Hourly billable rate; null when the caller may not see rates */
                            billableRate: number | null;
                            weeklyCapacityHours: number | null;
                            joinedAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reactivateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            user: {
                                /** Format: uuid */
                                id: string;
                                fullName: string;
                                email: string;
                            };
                            role: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                builtInKey: string | null;
                            };
                            /** @description Names of the member's roles (one per organization today) */
                            roles: string[];
                            /** @enum {string} */
                            status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                            /** @description Hourly cost; null when the caller may not see rates */
                            costRate: number | null;
                            /** @description Hourly billable rate; null when the caller may not see rates */
                            billableRate: number | null;
                            weeklyCapacityHours: number | null;
                            joinedAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resendInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            member: {
                                /** Format: uuid */
                                id: string;
                                user: {
                                    /** Format: uuid */
                                    id: string;
                                    fullName: string;
                                    email: string;
                                };
                                role: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    builtInKey: string | null;
                                };
                                /** @description Names of the member's roles (one per organization today) */
                                roles: string[];
                                /** @enum {string} */
                                status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                                /** @description Hourly cost; null when the caller may not see rates */
                                costRate: number | null;
                                /** @description Hourly billable rate; null when the caller may not see rates */
                                billableRate: number | null;
                                weeklyCapacityHours: number | null;
                                joinedAt: string | null;
                                createdAt: string;
                            };
                            /** @description Link to accept the invitation; null when the account was created active with a password */
                            inviteUrl: string | null;
                            inviteExpiresAt: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrganizationPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /**
                             * @description The plan in force: a TRIAL past its end is FREE
                             * @enum {string}
                             */
                            plan: "TRIAL" | "FREE" | "PRO" | "TEAM";
                            /**
                             * @description The plan as recorded (TRIAL stays recorded after it ends)
                             * @enum {string}
                             */
                            storedPlan: "TRIAL" | "FREE" | "PRO" | "TEAM";
                            /** @description End of the 14-day trial; null once another plan is set */
                            trialEndsAt: string | null;
                            trialExpired: boolean;
                            features: {
                                /** @description AI access: daily summary and chat (TRIAL, PRO, TEAM) */
                                ai: boolean;
                                /** @description Team plan AI access: overview, work day, weekly report (TRIAL, TEAM) */
                                teamAi: boolean;
                            };
                            upgradePath: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrganizationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description IANA time zone, e.g. Europe/Berlin: where days and weeks begin */
                            timeZone: string;
                            /** @description ISO day of the week: Monday 1 to Sunday 7 */
                            firstDayOfWeek: number;
                            /** @description The days people normally work, ascending */
                            workingDays: number[];
                            /** @description Whether reviewers may approve their own time and weeks. Off (default): someone else approves them; an Owner with no other reviewer always may. */
                            allowSelfApproval: boolean;
                            /** @description Every new or changed time entry needs a project (off by default) */
                            requireProject: boolean;
                            /** @description Every new or changed time entry needs a task of its project, so a project too (off by default) */
                            requireTask: boolean;
                            /** @description Every new or changed time entry needs notes (off by default) */
                            requireNotes: boolean;
                            /** @description A timer stopped before running this many seconds is neither saved nor thrown away without being asked (POST /time/timer/stop, ifShort); 0: no minimum. Default 60, at most 3600 */
                            minimumTimerSeconds: number;
                            /** @description The accent colour, #rrggbb in lower case; null (default): Punchclock’s own colours */
                            accentColor: string | null;
                            /** @description The text colour readable on the accent (white or near-black, at least 4.5:1); null without an accent */
                            accentTextColor: string | null;
                            /** @description RECALCULATING after a change of time zone, until every day total has been regrouped in the new zone (reports stay correct meanwhile, only slower) */
                            reports: {
                                /** @enum {string} */
                                state: "READY" | "RECALCULATING";
                                membersDone: number;
                                membersTotal: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeZone?: string;
                    /** @description ISO day of the week: Monday 1 to Sunday 7 */
                    firstDayOfWeek?: number;
                    workingDays?: number[];
                    allowSelfApproval?: boolean;
                    requireProject?: boolean;
                    requireTask?: boolean;
                    requireNotes?: boolean;
                    /** @description Seconds, 0 (no minimum) to 3600 */
                    minimumTimerSeconds?: number;
                    /** @description #RRGGBB (either case); null clears it */
                    accentColor?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description IANA time zone, e.g. Europe/Berlin: where days and weeks begin */
                            timeZone: string;
                            /** @description ISO day of the week: Monday 1 to Sunday 7 */
                            firstDayOfWeek: number;
                            /** @description The days people normally work, ascending */
                            workingDays: number[];
                            /** @description Whether reviewers may approve their own time and weeks. Off (default): someone else approves them; an Owner with no other reviewer always may. */
                            allowSelfApproval: boolean;
                            /** @description Every new or changed time entry needs a project (off by default) */
                            requireProject: boolean;
                            /** @description Every new or changed time entry needs a task of its project, so a project too (off by default) */
                            requireTask: boolean;
                            /** @description Every new or changed time entry needs notes (off by default) */
                            requireNotes: boolean;
                            /** @description A timer stopped before running this many seconds is neither saved nor thrown away without being asked (POST /time/timer/stop, ifShort); 0: no minimum. Default 60, at most 3600 */
                            minimumTimerSeconds: number;
                            /** @description The accent colour, #rrggbb in lower case; null (default): Punchclock’s own colours */
                            accentColor: string | null;
                            /** @description The text colour readable on the accent (white or near-black, at least 4.5:1); null without an accent */
                            accentTextColor: string | null;
                            /** @description RECALCULATING after a change of time zone, until every day total has been regrouped in the new zone (reports stay correct meanwhile, only slower) */
                            reports: {
                                /** @enum {string} */
                                state: "READY" | "RECALCULATING";
                                membersDone: number;
                                membersTotal: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRbac: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            roles: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                description: string | null;
                                permissions: string[];
                                builtIn: boolean;
                                builtInKey: ("OWNER" | "ADMIN" | "MANAGER" | "ACCOUNTANT" | "MEMBER") | null;
                            }[];
                            /** @description The permission catalogue */
                            permissions: {
                                key: string;
                                description: string;
                                /** @description What holding it brings with it, directly (docs/rbac.md) */
                                implies: string[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique in the organization, ignoring case (built-in names included) */
                    name: string;
                    description?: string;
                    /** @description Permission keys from the catalogue; each brings what it implies (docs/rbac.md) */
                    permissions: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string | null;
                            permissions: string[];
                            builtIn: boolean;
                            builtInKey: ("OWNER" | "ADMIN" | "MANAGER" | "ACCOUNTANT" | "MEMBER") | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique in the organization, ignoring case (built-in names included) */
                    name?: string;
                    description?: string | null;
                    /** @description Replaces the whole set */
                    permissions?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string | null;
                            permissions: string[];
                            builtIn: boolean;
                            builtInKey: ("OWNER" | "ADMIN" | "MANAGER" | "ACCOUNTANT" | "MEMBER") | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description ACTIVE: only keys that still work (not revoked, not expired); ALL (default): every key */
                status?: "ACTIVE" | "ALL";
                /** @description Page size, 1 to 200 */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "PERSONAL" | "SERVICE";
                                /** @description The first characters of the key, to recognise it; the key itself is never shown again */
                                prefix: string;
                                /** @description The key's own permissions; null: all of its member's (a PERSONAL key created without a list) */
                                permissions: string[] | null;
                                /** @enum {string} */
                                status: "ACTIVE" | "EXPIRED" | "REVOKED";
                                expiresAt: string | null;
                                /** @description Updated at most once a minute */
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                                createdAt: string;
                                createdBy: {
                                    /** Format: uuid */
                                    memberId: string;
                                    /** Format: uuid */
                                    userId: string;
                                    name: string;
                                    email: string;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the key is for, e.g. "Payroll export" */
                    name: string;
                    /**
                     * @description PERSONAL (default) acts as you; SERVICE acts for the organization (Owners and Admins: organization.manage) and needs 'permissions'
                     * @default PERSONAL
                     * @enum {string}
                     */
                    kind?: "PERSONAL" | "SERVICE";
                    /** @description What the key may do, each one a permission you hold. Omitted on a PERSONAL key: everything your role allows, now and later. Required on a SERVICE key. A key never does more than its creator's role allows at the time of each request. */
                    permissions?: string[];
                    /**
                     * Format: date-time
                     * @description When the key stops working: in the future, at most 2 years ahead. Omitted: never.
                     */
                    expiresAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "PERSONAL" | "SERVICE";
                            /** @description The first characters of the key, to recognise it; the key itself is never shown again */
                            prefix: string;
                            /** @description The key's own permissions; null: all of its member's (a PERSONAL key created without a list) */
                            permissions: string[] | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "EXPIRED" | "REVOKED";
                            expiresAt: string | null;
                            /** @description Updated at most once a minute */
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            createdAt: string;
                            createdBy: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                email: string;
                            };
                            /** @description The key: send it as "Authorization: Bearer <secret>". Shown only in this answer, never again. */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "PERSONAL" | "SERVICE";
                            /** @description The first characters of the key, to recognise it; the key itself is never shown again */
                            prefix: string;
                            /** @description The key's own permissions; null: all of its member's (a PERSONAL key created without a list) */
                            permissions: string[] | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "EXPIRED" | "REVOKED";
                            expiresAt: string | null;
                            /** @description Updated at most once a minute */
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            createdAt: string;
                            createdBy: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                email: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "PERSONAL" | "SERVICE";
                            /** @description The first characters of the key, to recognise it; the key itself is never shown again */
                            prefix: string;
                            /** @description The key's own permissions; null: all of its member's (a PERSONAL key created without a list) */
                            permissions: string[] | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "EXPIRED" | "REVOKED";
                            expiresAt: string | null;
                            /** @description Updated at most once a minute */
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            createdAt: string;
                            createdBy: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                email: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyApiKeysEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                kind: "PERSONAL" | "SERVICE";
                                /** @description The first characters of the key, to recognise it; the key itself is never shown again */
                                prefix: string;
                                /** @description The key's own permissions; null: all of its member's (a PERSONAL key created without a list) */
                                permissions: string[] | null;
                                /** @enum {string} */
                                status: "ACTIVE" | "EXPIRED" | "REVOKED";
                                expiresAt: string | null;
                                /** @description Updated at most once a minute */
                                lastUsedAt: string | null;
                                revokedAt: string | null;
                                createdAt: string;
                                createdBy: {
                                    /** Format: uuid */
                                    memberId: string;
                                    /** Format: uuid */
                                    userId: string;
                                    name: string;
                                    email: string;
                                };
                                /** @description Where the key works */
                                organization: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeMyApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            kind: "PERSONAL" | "SERVICE";
                            /** @description The first characters of the key, to recognise it; the key itself is never shown again */
                            prefix: string;
                            /** @description The key's own permissions; null: all of its member's (a PERSONAL key created without a list) */
                            permissions: string[] | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "EXPIRED" | "REVOKED";
                            expiresAt: string | null;
                            /** @description Updated at most once a minute */
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                            createdAt: string;
                            createdBy: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                email: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                description: string | null;
                                events: string[];
                                /** @enum {string} */
                                status: "ACTIVE" | "DISABLED";
                                /** @description Why it was disabled when the system did it for failing */
                                disabledReason: string | null;
                                consecutiveFailures: number;
                                failingSince: string | null;
                                /** @description Until then the previous secret signs alongside the current one (a rotation in progress) */
                                previousSecretExpiresAt: string | null;
                                /**
                                 * Format: uuid
                                 * @description Payloads show the data as the API shows it to this member
                                 */
                                createdByMemberId: string;
                                /** @description The API key it was created with: payloads then show only what this key may see, and stop when it is revoked or expires */
                                createdByApiKeyId: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where deliveries are POSTed: https://, resolving only to public addresses (http:// and internal addresses only with WEBHOOK_ALLOW_PRIVATE_TARGETS) */
                    url: string;
                    /** @description The events to receive, at least one (docs/webhooks.md lists them) */
                    events: ("time_entry.created" | "time_entry.updated" | "time_entry.deleted" | "time_entry.approved" | "time_entry.rejected" | "timesheet.submitted" | "timesheet.approved" | "timesheet.rejected" | "project.created" | "project.updated" | "project.budget_threshold_crossed" | "invoice.created" | "invoice.status_changed" | "member.invited" | "member.joined" | "member.deactivated" | "screenshot.captured")[];
                    /** @description What the subscription is for */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /** @description Why it was disabled when the system did it for failing */
                            disabledReason: string | null;
                            consecutiveFailures: number;
                            failingSince: string | null;
                            /** @description Until then the previous secret signs alongside the current one (a rotation in progress) */
                            previousSecretExpiresAt: string | null;
                            /**
                             * Format: uuid
                             * @description Payloads show the data as the API shows it to this member
                             */
                            createdByMemberId: string;
                            /** @description The API key it was created with: payloads then show only what this key may see, and stop when it is revoked or expires */
                            createdByApiKeyId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The signing secret (whsec_…), for a Standard Webhooks library. Shown only in this answer. */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /** @description Why it was disabled when the system did it for failing */
                            disabledReason: string | null;
                            consecutiveFailures: number;
                            failingSince: string | null;
                            /** @description Until then the previous secret signs alongside the current one (a rotation in progress) */
                            previousSecretExpiresAt: string | null;
                            /**
                             * Format: uuid
                             * @description Payloads show the data as the API shows it to this member
                             */
                            createdByMemberId: string;
                            /** @description The API key it was created with: payloads then show only what this key may see, and stop when it is revoked or expires */
                            createdByApiKeyId: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where deliveries are POSTed: https://, resolving only to public addresses (http:// and internal addresses only with WEBHOOK_ALLOW_PRIVATE_TARGETS) */
                    url?: string;
                    /** @description The events to receive, at least one (docs/webhooks.md lists them) */
                    events?: ("time_entry.created" | "time_entry.updated" | "time_entry.deleted" | "time_entry.approved" | "time_entry.rejected" | "timesheet.submitted" | "timesheet.approved" | "timesheet.rejected" | "project.created" | "project.updated" | "project.budget_threshold_crossed" | "invoice.created" | "invoice.status_changed" | "member.invited" | "member.joined" | "member.deactivated" | "screenshot.captured")[];
                    /** @description What the subscription is for */
                    description?: string | null;
                    /**
                     * @description DISABLED stops deliveries; ACTIVE enables a subscription again (also one disabled for failing)
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "DISABLED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /** @description Why it was disabled when the system did it for failing */
                            disabledReason: string | null;
                            consecutiveFailures: number;
                            failingSince: string | null;
                            /** @description Until then the previous secret signs alongside the current one (a rotation in progress) */
                            previousSecretExpiresAt: string | null;
                            /**
                             * Format: uuid
                             * @description Payloads show the data as the API shows it to this member
                             */
                            createdByMemberId: string;
                            /** @description The API key it was created with: payloads then show only what this key may see, and stop when it is revoked or expires */
                            createdByApiKeyId: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description How long the old secret still signs alongside the new one (default 24, at most 168; 0 retires it at once)
                     * @default 24
                     */
                    overlapHours?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            description: string | null;
                            events: string[];
                            /** @enum {string} */
                            status: "ACTIVE" | "DISABLED";
                            /** @description Why it was disabled when the system did it for failing */
                            disabledReason: string | null;
                            consecutiveFailures: number;
                            failingSince: string | null;
                            /** @description Until then the previous secret signs alongside the current one (a rotation in progress) */
                            previousSecretExpiresAt: string | null;
                            /**
                             * Format: uuid
                             * @description Payloads show the data as the API shows it to this member
                             */
                            createdByMemberId: string;
                            /** @description The API key it was created with: payloads then show only what this key may see, and stop when it is revoked or expires */
                            createdByApiKeyId: string | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The signing secret (whsec_…), for a Standard Webhooks library. Shown only in this answer. */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200 */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
            };
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /**
                                 * Format: uuid
                                 * @description Also the webhook-id header: the same on every attempt and re-delivery of the event
                                 */
                                eventId: string;
                                eventType: string;
                                /** @enum {string} */
                                status: "PENDING" | "SUCCEEDED" | "FAILED" | "SKIPPED";
                                /** @description Attempts made so far */
                                attempts: number;
                                /** @description The receiver's HTTP status on the last attempt; null: no answer */
                                responseStatus: number | null;
                                durationMs: number | null;
                                error: string | null;
                                /** @description When a PENDING delivery is tried next */
                                nextAttemptAt: string | null;
                                lastAttemptAt: string | null;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path: {
                webhookId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /**
                             * Format: uuid
                             * @description Also the webhook-id header: the same on every attempt and re-delivery of the event
                             */
                            eventId: string;
                            eventType: string;
                            /** @enum {string} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "SKIPPED";
                            /** @description Attempts made so far */
                            attempts: number;
                            /** @description The receiver's HTTP status on the last attempt; null: no answer */
                            responseStatus: number | null;
                            durationMs: number | null;
                            error: string | null;
                            /** @description When a PENDING delivery is tried next */
                            nextAttemptAt: string | null;
                            lastAttemptAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /**
                             * Format: uuid
                             * @description Also the webhook-id header: the same on every attempt and re-delivery of the event
                             */
                            eventId: string;
                            eventType: string;
                            /** @enum {string} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "SKIPPED";
                            /** @description Attempts made so far */
                            attempts: number;
                            /** @description The receiver's HTTP status on the last attempt; null: no answer */
                            responseStatus: number | null;
                            durationMs: number | null;
                            error: string | null;
                            /** @description When a PENDING delivery is tried next */
                            nextAttemptAt: string | null;
                            lastAttemptAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200 */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description true: only unread; false: only read; omitted: all */
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @description Machine-readable kind, e.g. TIME_ENTRY_REJECTED */
                                type: string;
                                title: string;
                                body: string;
                                /** @description Kind-specific details, e.g. ids of the resources concerned */
                                data: {
                                    [key: string]: unknown;
                                };
                                /** @description When the caller first marked it read; null while unread */
                                readAt: string | null;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                            /** @description The caller's unread notifications in this organization, whatever the filter */
                            unreadCount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description How many notifications this call marked read */
                            updated: number;
                            /** @description Unread notifications left: 0 unless one arrived meanwhile */
                            unreadCount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description Machine-readable kind, e.g. TIME_ENTRY_REJECTED */
                            type: string;
                            title: string;
                            body: string;
                            /** @description Kind-specific details, e.g. ids of the resources concerned */
                            data: {
                                [key: string]: unknown;
                            };
                            /** @description When the caller first marked it read; null while unread */
                            readAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAlertSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Tell a project's managers and the Owners when it reaches 80% and 100% of its budget */
                            budgetAlerts: boolean;
                            /** @description Nudge members below their weekly capacity near the end of the week */
                            capacityReminders: boolean;
                            /** @description ISO weekday of the reminder (Monday 1 … Sunday 7); null: the week's last working day */
                            reminderWeekday: number | null;
                            /** @description Hour of the reminder on the organization's clocks */
                            reminderHour: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAlertSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Tell a project's managers and the Owners when it reaches 80% and 100% of its budget */
                    budgetAlerts?: boolean;
                    /** @description Nudge members below their weekly capacity near the end of the week */
                    capacityReminders?: boolean;
                    /** @description ISO weekday of the reminder (Monday 1 … Sunday 7); null: the week's last working day */
                    reminderWeekday?: number | null;
                    /** @description Hour of the reminder on the organization's clocks */
                    reminderHour?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Tell a project's managers and the Owners when it reaches 80% and 100% of its budget */
                            budgetAlerts: boolean;
                            /** @description Nudge members below their weekly capacity near the end of the week */
                            capacityReminders: boolean;
                            /** @description ISO weekday of the reminder (Monday 1 … Sunday 7); null: the week's last working day */
                            reminderWeekday: number | null;
                            /** @description Hour of the reminder on the organization's clocks */
                            reminderHour: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMyAlertPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Budget alerts for projects the caller manages (Owners: every project) */
                            budgetAlerts: boolean;
                            /** @description The caller's own capacity reminder */
                            capacityReminders: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMyAlertPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Budget alerts for projects the caller manages (Owners: every project) */
                    budgetAlerts?: boolean;
                    /** @description The caller's own capacity reminder */
                    capacityReminders?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Budget alerts for projects the caller manages (Owners: every project) */
                            budgetAlerts: boolean;
                            /** @description The caller's own capacity reminder */
                            capacityReminders: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: {
                /** @description ACTIVE (default) hides archived clients */
                status?: "ACTIVE" | "ARCHIVED" | "ALL";
                /** @description Only clients whose name contains this text, ignoring case */
                search?: string;
                /** @description Page size, 1 to 200 */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                billingAddress: string | null;
                                taxId: string | null;
                                contactEmail: string | null;
                                currency: string;
                                /** @description null for callers who can neither manage projects nor read financials */
                                defaultBillRate: number | null;
                                notes: string | null;
                                isArchived: boolean;
                                archivedAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique among the active clients of the organization, ignoring case */
                    name: string;
                    billingAddress?: string | null;
                    taxId?: string | null;
                    contactEmail?: string | null;
                    /**
                     * @description ISO 4217 code the client is billed in
                     * @default USD
                     */
                    currency?: string;
                    defaultBillRate?: number | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            billingAddress: string | null;
                            taxId: string | null;
                            contactEmail: string | null;
                            currency: string;
                            /** @description null for callers who can neither manage projects nor read financials */
                            defaultBillRate: number | null;
                            notes: string | null;
                            isArchived: boolean;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            billingAddress: string | null;
                            taxId: string | null;
                            contactEmail: string | null;
                            currency: string;
                            /** @description null for callers who can neither manage projects nor read financials */
                            defaultBillRate: number | null;
                            notes: string | null;
                            isArchived: boolean;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique among the active clients of the organization, ignoring case */
                    name?: string;
                    /** @description null clears it */
                    billingAddress?: string | null;
                    /** @description null clears it */
                    taxId?: string | null;
                    /** @description null clears it */
                    contactEmail?: string | null;
                    /** @description ISO 4217 code the client is billed in */
                    currency?: string;
                    /** @description null clears it */
                    defaultBillRate?: number | null;
                    /** @description null clears it */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            billingAddress: string | null;
                            taxId: string | null;
                            contactEmail: string | null;
                            currency: string;
                            /** @description null for callers who can neither manage projects nor read financials */
                            defaultBillRate: number | null;
                            notes: string | null;
                            isArchived: boolean;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    archiveClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            billingAddress: string | null;
                            taxId: string | null;
                            contactEmail: string | null;
                            currency: string;
                            /** @description null for callers who can neither manage projects nor read financials */
                            defaultBillRate: number | null;
                            notes: string | null;
                            isArchived: boolean;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unarchiveClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            billingAddress: string | null;
                            taxId: string | null;
                            contactEmail: string | null;
                            currency: string;
                            /** @description null for callers who can neither manage projects nor read financials */
                            defaultBillRate: number | null;
                            notes: string | null;
                            isArchived: boolean;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: {
                /** @description ACTIVE (default) hides archived projects */
                status?: "ACTIVE" | "ARCHIVED" | "ALL";
                /** @description Only this client's projects */
                clientId?: string;
                /** @description Page size, 1 to 200 */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @description The client's name */
                                clientName: string;
                                /** Format: uuid */
                                clientId: string;
                                code: string;
                                description: string | null;
                                /** @enum {string} */
                                budgetType: "FIXED" | "HOURLY";
                                /** @description null for callers who can neither manage projects nor read financials */
                                totalBudget: number | null;
                                hourlyBillRate: number | null;
                                screenshotIntervalMins: number;
                                blurScreenshots: boolean;
                                /** @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default) */
                                billableByDefault: boolean;
                                assignedUserIds: string[];
                                assignedMembers: {
                                    /** Format: uuid */
                                    memberId: string;
                                    /** Format: uuid */
                                    userId: string;
                                    fullName: string;
                                    /** @enum {string} */
                                    status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                                }[];
                                isArchived: boolean;
                                archivedAt: string | null;
                                isPublicShared: boolean;
                                hasSharePassword: boolean;
                                profitability: {
                                    /** @description Worked hours of finished, not rejected entries */
                                    hoursLogged: number;
                                    billableHours: number;
                                    /** @description Σ billable worked hours × the entry's bill rate; null without financials.read */
                                    billableAmount: number | null;
                                    /** @description Σ worked hours × the entry's cost rate; null without financials.read */
                                    cost: number | null;
                                    profit: number | null;
                                    /** @description profit / billableAmount × 100; null when nothing was billed */
                                    marginPercent: number | null;
                                    /** @description FIXED: billableAmount / totalBudget; HOURLY: hoursLogged / totalBudget */
                                    budgetUsedPercent: number | null;
                                    /** @description totalBudget − used, in the budget's unit; negative when over budget */
                                    budgetRemaining: number | null;
                                };
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Names the client: the active client of that name ignoring case, or else a new client created with the project */
                    clientName?: string;
                    /**
                     * Format: uuid
                     * @description The client, by id (GET /clients); with clientName too, both must name the same client
                     */
                    clientId?: string;
                    /** @description Short project code, unique in the organization ignoring case */
                    code: string;
                    description?: string | null;
                    /**
                     * @description FIXED: totalBudget is money; HOURLY: totalBudget is hours
                     * @default FIXED
                     * @enum {string}
                     */
                    budgetType?: "FIXED" | "HOURLY";
                    /** @description Money (FIXED) or hours (HOURLY), >= 0 */
                    totalBudget: number;
                    /** @description Omitted: the client's defaultBillRate; null: none */
                    hourlyBillRate?: number | null;
                    /** @description Minutes between automatic screenshots, 1 to 60 */
                    screenshotIntervalMins: number;
                    /** @default false */
                    blurScreenshots?: boolean;
                    /**
                     * @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default)
                     * @default true
                     */
                    billableByDefault?: boolean;
                    /** @description User ids (or member ids) of members of this organization; replaces the assignment on update */
                    assignedUserIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The client's name */
                            clientName: string;
                            /** Format: uuid */
                            clientId: string;
                            code: string;
                            description: string | null;
                            /** @enum {string} */
                            budgetType: "FIXED" | "HOURLY";
                            /** @description null for callers who can neither manage projects nor read financials */
                            totalBudget: number | null;
                            hourlyBillRate: number | null;
                            screenshotIntervalMins: number;
                            blurScreenshots: boolean;
                            /** @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default) */
                            billableByDefault: boolean;
                            assignedUserIds: string[];
                            assignedMembers: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                fullName: string;
                                /** @enum {string} */
                                status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                            }[];
                            isArchived: boolean;
                            archivedAt: string | null;
                            isPublicShared: boolean;
                            hasSharePassword: boolean;
                            profitability: {
                                /** @description Worked hours of finished, not rejected entries */
                                hoursLogged: number;
                                billableHours: number;
                                /** @description Σ billable worked hours × the entry's bill rate; null without financials.read */
                                billableAmount: number | null;
                                /** @description Σ worked hours × the entry's cost rate; null without financials.read */
                                cost: number | null;
                                profit: number | null;
                                /** @description profit / billableAmount × 100; null when nothing was billed */
                                marginPercent: number | null;
                                /** @description FIXED: billableAmount / totalBudget; HOURLY: hoursLogged / totalBudget */
                                budgetUsedPercent: number | null;
                                /** @description totalBudget − used, in the budget's unit; negative when over budget */
                                budgetRemaining: number | null;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The client's name */
                            clientName: string;
                            /** Format: uuid */
                            clientId: string;
                            code: string;
                            description: string | null;
                            /** @enum {string} */
                            budgetType: "FIXED" | "HOURLY";
                            /** @description null for callers who can neither manage projects nor read financials */
                            totalBudget: number | null;
                            hourlyBillRate: number | null;
                            screenshotIntervalMins: number;
                            blurScreenshots: boolean;
                            /** @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default) */
                            billableByDefault: boolean;
                            assignedUserIds: string[];
                            assignedMembers: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                fullName: string;
                                /** @enum {string} */
                                status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                            }[];
                            isArchived: boolean;
                            archivedAt: string | null;
                            isPublicShared: boolean;
                            hasSharePassword: boolean;
                            profitability: {
                                /** @description Worked hours of finished, not rejected entries */
                                hoursLogged: number;
                                billableHours: number;
                                /** @description Σ billable worked hours × the entry's bill rate; null without financials.read */
                                billableAmount: number | null;
                                /** @description Σ worked hours × the entry's cost rate; null without financials.read */
                                cost: number | null;
                                profit: number | null;
                                /** @description profit / billableAmount × 100; null when nothing was billed */
                                marginPercent: number | null;
                                /** @description FIXED: billableAmount / totalBudget; HOURLY: hoursLogged / totalBudget */
                                budgetUsedPercent: number | null;
                                /** @description totalBudget − used, in the budget's unit; negative when over budget */
                                budgetRemaining: number | null;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description Names the client: the active client of that name ignoring case, or else a new client created with the project */
                    clientName?: string;
                    /**
                     * Format: uuid
                     * @description The client, by id (GET /clients); with clientName too, both must name the same client
                     */
                    clientId?: string;
                    /** @description Short project code, unique in the organization ignoring case */
                    code?: string;
                    /** @description null clears it */
                    description?: string | null;
                    /**
                     * @description FIXED: totalBudget is money; HOURLY: totalBudget is hours
                     * @enum {string}
                     */
                    budgetType?: "FIXED" | "HOURLY";
                    /** @description Money (FIXED) or hours (HOURLY), >= 0 */
                    totalBudget?: number;
                    /** @description null clears it */
                    hourlyBillRate?: number | null;
                    /** @description Minutes between automatic screenshots, 1 to 60 */
                    screenshotIntervalMins?: number;
                    blurScreenshots?: boolean;
                    /** @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default) */
                    billableByDefault?: boolean;
                    /** @description User ids (or member ids) of members of this organization; replaces the assignment on update */
                    assignedUserIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The client's name */
                            clientName: string;
                            /** Format: uuid */
                            clientId: string;
                            code: string;
                            description: string | null;
                            /** @enum {string} */
                            budgetType: "FIXED" | "HOURLY";
                            /** @description null for callers who can neither manage projects nor read financials */
                            totalBudget: number | null;
                            hourlyBillRate: number | null;
                            screenshotIntervalMins: number;
                            blurScreenshots: boolean;
                            /** @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default) */
                            billableByDefault: boolean;
                            assignedUserIds: string[];
                            assignedMembers: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                fullName: string;
                                /** @enum {string} */
                                status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                            }[];
                            isArchived: boolean;
                            archivedAt: string | null;
                            isPublicShared: boolean;
                            hasSharePassword: boolean;
                            profitability: {
                                /** @description Worked hours of finished, not rejected entries */
                                hoursLogged: number;
                                billableHours: number;
                                /** @description Σ billable worked hours × the entry's bill rate; null without financials.read */
                                billableAmount: number | null;
                                /** @description Σ worked hours × the entry's cost rate; null without financials.read */
                                cost: number | null;
                                profit: number | null;
                                /** @description profit / billableAmount × 100; null when nothing was billed */
                                marginPercent: number | null;
                                /** @description FIXED: billableAmount / totalBudget; HOURLY: hoursLogged / totalBudget */
                                budgetUsedPercent: number | null;
                                /** @description totalBudget − used, in the budget's unit; negative when over budget */
                                budgetRemaining: number | null;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    archiveProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The client's name */
                            clientName: string;
                            /** Format: uuid */
                            clientId: string;
                            code: string;
                            description: string | null;
                            /** @enum {string} */
                            budgetType: "FIXED" | "HOURLY";
                            /** @description null for callers who can neither manage projects nor read financials */
                            totalBudget: number | null;
                            hourlyBillRate: number | null;
                            screenshotIntervalMins: number;
                            blurScreenshots: boolean;
                            /** @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default) */
                            billableByDefault: boolean;
                            assignedUserIds: string[];
                            assignedMembers: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                fullName: string;
                                /** @enum {string} */
                                status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                            }[];
                            isArchived: boolean;
                            archivedAt: string | null;
                            isPublicShared: boolean;
                            hasSharePassword: boolean;
                            profitability: {
                                /** @description Worked hours of finished, not rejected entries */
                                hoursLogged: number;
                                billableHours: number;
                                /** @description Σ billable worked hours × the entry's bill rate; null without financials.read */
                                billableAmount: number | null;
                                /** @description Σ worked hours × the entry's cost rate; null without financials.read */
                                cost: number | null;
                                profit: number | null;
                                /** @description profit / billableAmount × 100; null when nothing was billed */
                                marginPercent: number | null;
                                /** @description FIXED: billableAmount / totalBudget; HOURLY: hoursLogged / totalBudget */
                                budgetUsedPercent: number | null;
                                /** @description totalBudget − used, in the budget's unit; negative when over budget */
                                budgetRemaining: number | null;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unarchiveProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The client's name */
                            clientName: string;
                            /** Format: uuid */
                            clientId: string;
                            code: string;
                            description: string | null;
                            /** @enum {string} */
                            budgetType: "FIXED" | "HOURLY";
                            /** @description null for callers who can neither manage projects nor read financials */
                            totalBudget: number | null;
                            hourlyBillRate: number | null;
                            screenshotIntervalMins: number;
                            blurScreenshots: boolean;
                            /** @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default) */
                            billableByDefault: boolean;
                            assignedUserIds: string[];
                            assignedMembers: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                fullName: string;
                                /** @enum {string} */
                                status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                            }[];
                            isArchived: boolean;
                            archivedAt: string | null;
                            isPublicShared: boolean;
                            hasSharePassword: boolean;
                            profitability: {
                                /** @description Worked hours of finished, not rejected entries */
                                hoursLogged: number;
                                billableHours: number;
                                /** @description Σ billable worked hours × the entry's bill rate; null without financials.read */
                                billableAmount: number | null;
                                /** @description Σ worked hours × the entry's cost rate; null without financials.read */
                                cost: number | null;
                                profit: number | null;
                                /** @description profit / billableAmount × 100; null when nothing was billed */
                                marginPercent: number | null;
                                /** @description FIXED: billableAmount / totalBudget; HOURLY: hoursLogged / totalBudget */
                                budgetUsedPercent: number | null;
                                /** @description totalBudget − used, in the budget's unit; negative when over budget */
                                budgetRemaining: number | null;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            projectId: string;
                            isPublicShared: boolean;
                            hasSharePassword: boolean;
                            /** @description The portal link (the web app page PUBLIC_URL/portal/<token>) while sharing is on; null when sharing is off, or for a link issued before links could be shown again (issue a new one to get a link to show) */
                            portalUrl: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shareProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description false turns sharing off: the link stops working and the password is cleared
                     * @default true
                     */
                    isPublicShared?: boolean;
                    /** @description Sets the portal password (8+ characters); null clears it; omitted keeps it */
                    sharePassword?: string | null;
                    /**
                     * @description Issue a new link (the old one stops working). false keeps an existing link (its URL is answered again; GET /projects/{projectId}/share shows it too)
                     * @default true
                     */
                    rotateToken?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            projectId: string;
                            isPublicShared: boolean;
                            hasSharePassword: boolean;
                            /** @description The portal link (the web app page PUBLIC_URL/portal/<token>) while sharing is on; null when sharing is off, or for a link issued before links could be shown again (issue a new one to get a link to show) */
                            portalUrl: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectPortal: {
        parameters: {
            query?: {
                /** @description The portal password, when the project owner set one. Prefer the x-portal-password header: a URL may be kept in history and logs */
                password?: string;
            };
            header?: {
                /** @description The portal password, when the project owner set one (wins over the password query parameter) */
                "x-portal-password"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description The agency sharing the project, as it presents itself */
                            organization: {
                                name: string;
                                /** @description #rrggbb, or null for Punchclock’s own colours */
                                accentColor: string | null;
                                /** @description The text colour readable on the accent (white or near-black, at least 4.5:1) */
                                accentTextColor: string | null;
                                /** @description The organization’s logo (PNG) for this portal link, when its billing profile has one */
                                logoUrl: string | null;
                            };
                            project: {
                                name: string;
                                clientName: string;
                                code: string;
                                description: string | null;
                            };
                            budget: {
                                /** @enum {string} */
                                type: "FIXED" | "HOURLY";
                                /** @description Money (FIXED) or hours (HOURLY) */
                                total: number;
                                /** @description Approved billable amount (FIXED) or approved hours (HOURLY), all time */
                                used: number;
                                /** @description null when the budget is 0 */
                                usedPercent: number | null;
                                /** @description Negative when over budget */
                                remaining: number;
                            };
                            approvedTime: {
                                /** @description First UTC day of the period */
                                from: string;
                                /** @description Last UTC day of the period (today) */
                                to: string;
                                totalHours: number;
                                /** @description Days with approved time, oldest first */
                                byDay: {
                                    /** @description UTC day, YYYY-MM-DD */
                                    date: string;
                                    hours: number;
                                }[];
                                /** @description Most hours first */
                                byMember: {
                                    /** @description Display name only */
                                    name: string;
                                    hours: number;
                                }[];
                            };
                            /** @description Screenshots taken during the period's approved time of this project, newest first (100 at most) */
                            screenshots: {
                                capturedAt: string;
                                memberName: string;
                                /** @description A blurred screenshot is only ever shown blurred */
                                isBlurred: boolean;
                                /** @description Signed URL of this one thumbnail, valid for an hour */
                                thumbnailUrl: string;
                            }[];
                            /** @description The project’s invoices the client can pay online now (sent or overdue, a processor connected), oldest due first; empty otherwise */
                            invoices: {
                                number: string | null;
                                total: number;
                                currency: string;
                                dueDate: string | null;
                                /** @description Opens the payment processor’s checkout for the amount due */
                                paymentUrl: string;
                            }[];
                            generatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProjectTasks: {
        parameters: {
            query?: {
                /** @description ACTIVE (default) hides archived ones */
                status?: "ACTIVE" | "ARCHIVED" | "ALL";
                /** @description true: only done tasks; false: only open ones */
                done?: "true" | "false";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                projectId: string;
                                name: string;
                                estimateHours: number | null;
                                done: boolean;
                                archivedAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createProjectTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    estimateHours?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            projectId: string;
                            name: string;
                            estimateHours: number | null;
                            done: boolean;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProjectTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                taskId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    estimateHours?: number | null;
                    done?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            projectId: string;
                            name: string;
                            estimateHours: number | null;
                            done: boolean;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    archiveProjectTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            projectId: string;
                            name: string;
                            estimateHours: number | null;
                            done: boolean;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unarchiveProjectTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            projectId: string;
                            name: string;
                            estimateHours: number | null;
                            done: boolean;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description ACTIVE (default) hides archived ones */
                status?: "ACTIVE" | "ARCHIVED" | "ALL";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                archivedAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renameTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    archiveTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unarchiveTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            archivedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTimeEntries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200 */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description Entries of this user (or member id); someone else's need time.read.all */
                userId?: string;
                projectId?: string;
                /** @description Entries on this client's projects; an unknown id (or another organization's) matches nothing */
                clientId?: string;
                /** @description Entries carrying this task */
                taskId?: string;
                /** @description Entries carrying this tag */
                tagId?: string;
                /** @description Entries starting at or after this instant; a date means its 00:00 in the organization's time zone */
                from?: string;
                /** @description Entries starting before this instant; a date includes that whole day in the organization's time zone */
                to?: string;
                status?: "PENDING" | "APPROVED" | "REJECTED";
                /** @description true or false */
                billable?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                userName: string;
                                projectId: string | null;
                                projectName: string | null;
                                /** @description A task of the entry's project */
                                taskId: string | null;
                                taskName: string | null;
                                /** @description The tags the entry carries, by name */
                                tags: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                }[];
                                startTime: string;
                                /** @description null while the timer runs */
                                endTime: string | null;
                                /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                                durationSeconds: number;
                                idleSeconds: number;
                                notes: string | null;
                                isBillable: boolean;
                                isOffline: boolean;
                                isRunning: boolean;
                                /** @enum {string} */
                                source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                rejectionReason: string | null;
                                reviewedAt: string | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                costRate: number | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                billRate: number | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTimeEntriesCsv: {
        parameters: {
            query?: {
                /** @description Entries of this user (or member id); someone else's need time.read.all */
                userId?: string;
                projectId?: string;
                /** @description Entries on this client's projects; an unknown id (or another organization's) matches nothing */
                clientId?: string;
                /** @description Entries carrying this task */
                taskId?: string;
                /** @description Entries carrying this tag */
                tagId?: string;
                /** @description Entries starting at or after this instant; a date means its 00:00 in the organization's time zone */
                from?: string;
                /** @description Entries starting before this instant; a date includes that whole day in the organization's time zone */
                to?: string;
                status?: "PENDING" | "APPROVED" | "REJECTED";
                /** @description true or false */
                billable?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTimeEntriesXlsx: {
        parameters: {
            query?: {
                /** @description Entries of this user (or member id); someone else's need time.read.all */
                userId?: string;
                projectId?: string;
                /** @description Entries on this client's projects; an unknown id (or another organization's) matches nothing */
                clientId?: string;
                /** @description Entries carrying this task */
                taskId?: string;
                /** @description Entries carrying this tag */
                tagId?: string;
                /** @description Entries starting at or after this instant; a date means its 00:00 in the organization's time zone */
                from?: string;
                /** @description Entries starting before this instant; a date includes that whole day in the organization's time zone */
                to?: string;
                status?: "PENDING" | "APPROVED" | "REJECTED";
                /** @description true or false */
                billable?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTimeEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            memberId: string;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            projectId: string | null;
                            projectName: string | null;
                            /** @description A task of the entry's project */
                            taskId: string | null;
                            taskName: string | null;
                            /** @description The tags the entry carries, by name */
                            tags: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            startTime: string;
                            /** @description null while the timer runs */
                            endTime: string | null;
                            /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                            durationSeconds: number;
                            idleSeconds: number;
                            notes: string | null;
                            isBillable: boolean;
                            isOffline: boolean;
                            isRunning: boolean;
                            /** @enum {string} */
                            source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            costRate: number | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            billRate: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTimeEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    projectId?: string | null;
                    /** Format: date-time */
                    startTime?: string;
                    /** Format: date-time */
                    endTime?: string;
                    notes?: string | null;
                    isBillable?: boolean;
                    /** @description null clears the task; changing the project without taskId clears it too (tasks are per project) */
                    taskId?: string | null;
                    /** @description Replaces the tags; [] clears them */
                    tagIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            memberId: string;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            projectId: string | null;
                            projectName: string | null;
                            /** @description A task of the entry's project */
                            taskId: string | null;
                            taskName: string | null;
                            /** @description The tags the entry carries, by name */
                            tags: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            startTime: string;
                            /** @description null while the timer runs */
                            endTime: string | null;
                            /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                            durationSeconds: number;
                            idleSeconds: number;
                            notes: string | null;
                            isBillable: boolean;
                            isOffline: boolean;
                            isRunning: boolean;
                            /** @enum {string} */
                            source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            costRate: number | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            billRate: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTimeEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createManualTimeEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId?: string;
                    /** Format: date-time */
                    startTime: string;
                    /** Format: date-time */
                    endTime: string;
                    notes?: string;
                    /** @description Omitted: the project's billableByDefault (true without a project, as the spec's default) */
                    isBillable?: boolean;
                    /**
                     * Format: uuid
                     * @description A task of the entry's project (GET /projects/{projectId}/tasks)
                     */
                    taskId?: string;
                    /** @description Tags of the organization (GET /tags); the entry's whole set, duplicates count once */
                    tagIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            memberId: string;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            projectId: string | null;
                            projectName: string | null;
                            /** @description A task of the entry's project */
                            taskId: string | null;
                            taskName: string | null;
                            /** @description The tags the entry carries, by name */
                            tags: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            startTime: string;
                            /** @description null while the timer runs */
                            endTime: string | null;
                            /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                            durationSeconds: number;
                            idleSeconds: number;
                            notes: string | null;
                            isBillable: boolean;
                            isOffline: boolean;
                            isRunning: boolean;
                            /** @enum {string} */
                            source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            costRate: number | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            billRate: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRunningTimer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            running: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                userName: string;
                                projectId: string | null;
                                projectName: string | null;
                                /** @description A task of the entry's project */
                                taskId: string | null;
                                taskName: string | null;
                                /** @description The tags the entry carries, by name */
                                tags: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                }[];
                                startTime: string;
                                /** @description null while the timer runs */
                                endTime: string | null;
                                /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                                durationSeconds: number;
                                idleSeconds: number;
                                notes: string | null;
                                isBillable: boolean;
                                isOffline: boolean;
                                isRunning: boolean;
                                /** @enum {string} */
                                source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                rejectionReason: string | null;
                                reviewedAt: string | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                costRate: number | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                billRate: number | null;
                                createdAt: string;
                                updatedAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startTimer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId?: string;
                    notes?: string;
                    /** @description Omitted: the project's billableByDefault (true without a project, as the spec's default) */
                    isBillable?: boolean;
                    /**
                     * Format: uuid
                     * @description A task of the entry's project (GET /projects/{projectId}/tasks)
                     */
                    taskId?: string;
                    /** @description Tags of the organization (GET /tags); the entry's whole set, duplicates count once */
                    tagIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            memberId: string;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            projectId: string | null;
                            projectName: string | null;
                            /** @description A task of the entry's project */
                            taskId: string | null;
                            taskName: string | null;
                            /** @description The tags the entry carries, by name */
                            tags: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            startTime: string;
                            /** @description null while the timer runs */
                            endTime: string | null;
                            /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                            durationSeconds: number;
                            idleSeconds: number;
                            notes: string | null;
                            isBillable: boolean;
                            isOffline: boolean;
                            isRunning: boolean;
                            /** @enum {string} */
                            source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            costRate: number | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            billRate: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    stopTimer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Replaces the notes of the entry */
                    notes?: string;
                    /**
                     * @description What to do when the timer ran less than the organization's minimumTimerSeconds: ASK (default) refuses with 409 TIMER_TOO_SHORT and changes nothing, so the client can ask the person; KEEP saves the entry as it is; DISCARD deletes it (the answer has discarded: true). Ignored at or over the minimum.
                     * @default ASK
                     * @enum {string}
                     */
                    ifShort?: "ASK" | "KEEP" | "DISCARD";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            memberId: string;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            projectId: string | null;
                            projectName: string | null;
                            /** @description A task of the entry's project */
                            taskId: string | null;
                            taskName: string | null;
                            /** @description The tags the entry carries, by name */
                            tags: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            startTime: string;
                            /** @description null while the timer runs */
                            endTime: string | null;
                            /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                            durationSeconds: number;
                            idleSeconds: number;
                            notes: string | null;
                            isBillable: boolean;
                            isOffline: boolean;
                            isRunning: boolean;
                            /** @enum {string} */
                            source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            rejectionReason: string | null;
                            reviewedAt: string | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            costRate: number | null;
                            /** @description Snapshot at recording; null without members.rates.read */
                            billRate: number | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description true: the timer ran under the minimum and was thrown away as asked (ifShort DISCARD); the entry shown, as it was running, no longer exists */
                            discarded: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviewTimeEntries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeEntryIds: string[];
                    /** @enum {string} */
                    status: "APPROVED" | "REJECTED";
                    rejectionReason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            status: "APPROVED" | "REJECTED";
                            updated: number;
                            entries: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                userName: string;
                                projectId: string | null;
                                projectName: string | null;
                                /** @description A task of the entry's project */
                                taskId: string | null;
                                taskName: string | null;
                                /** @description The tags the entry carries, by name */
                                tags: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                }[];
                                startTime: string;
                                /** @description null while the timer runs */
                                endTime: string | null;
                                /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                                durationSeconds: number;
                                idleSeconds: number;
                                notes: string | null;
                                isBillable: boolean;
                                isOffline: boolean;
                                isRunning: boolean;
                                /** @enum {string} */
                                source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                rejectionReason: string | null;
                                reviewedAt: string | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                costRate: number | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                billRate: number | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            generatedAt: string;
                            onlineCount: number;
                            members: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                fullName: string;
                                role: string;
                                /** @enum {string} */
                                status: "online" | "offline";
                                lastHeartbeatAt: string | null;
                                timer: {
                                    /** Format: uuid */
                                    entryId: string;
                                    projectId: string | null;
                                    projectName: string | null;
                                    notes: string | null;
                                    startedAt: string;
                                    elapsedSeconds: number;
                                } | null;
                                todaySeconds: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trackerHeartbeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientInfo?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            receivedAt: string;
                            onlineForSeconds: number;
                            timerRunning: boolean;
                            runningEntryId: string | null;
                            commands: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "CAPTURE_SCREENSHOT";
                                requestedAt: string;
                                expiresAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendWeeklyDigest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            week: string;
                            from: string;
                            to: string;
                            /** @description Where the days of this digest begin */
                            timeZone: string;
                            hours: number;
                            billableHours: number;
                            nonBillableHours: number;
                            /** @description Of hours: still waiting for review */
                            pendingHours: number;
                            /** @description Rejected time: in none of the other figures */
                            rejectedHours: number;
                            byDay: {
                                date: string;
                                hours: number;
                                billableHours: number;
                                nonBillableHours: number;
                            }[];
                            byProject: {
                                projectId: string | null;
                                projectName: string;
                                hours: number;
                                billableHours: number;
                                nonBillableHours: number;
                            }[];
                            emailedTo: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPendingIdleTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            generatedAt: string;
                            thresholdSeconds: number;
                            items: {
                                /** Format: uuid */
                                timeEntryId: string;
                                isRunning: boolean;
                                projectId: string | null;
                                projectName: string | null;
                                notes: string | null;
                                /** @description Where idling began */
                                idleSince: string;
                                /** @description The end of the last idle slot the tracker has sent (within the entry) */
                                measuredUntil: string;
                                /** @description From idleSince to the entry’s end, or to generatedAt while it runs */
                                idleSeconds: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resolveIdleTime: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "KEEP" | "DISCARD" | "SPLIT_OFFLINE";
                    idleSeconds: number;
                    /**
                     * Format: uuid
                     * @description Default: the caller's running entry, else their most recent one
                     */
                    timeEntryId?: string;
                    customNotes?: string;
                    /**
                     * Format: uuid
                     * @description SPLIT_OFFLINE only: the offline entry's task (default: the entry's own, which the split keeps)
                     */
                    taskId?: string;
                    /** @description SPLIT_OFFLINE only: the offline entry's tags (default: the entry's own) */
                    tagIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            action: "KEEP" | "DISCARD" | "SPLIT_OFFLINE";
                            idleSeconds: number;
                            entry: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                userName: string;
                                projectId: string | null;
                                projectName: string | null;
                                /** @description A task of the entry's project */
                                taskId: string | null;
                                taskName: string | null;
                                /** @description The tags the entry carries, by name */
                                tags: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                }[];
                                startTime: string;
                                /** @description null while the timer runs */
                                endTime: string | null;
                                /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                                durationSeconds: number;
                                idleSeconds: number;
                                notes: string | null;
                                isBillable: boolean;
                                isOffline: boolean;
                                isRunning: boolean;
                                /** @enum {string} */
                                source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                rejectionReason: string | null;
                                reviewedAt: string | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                costRate: number | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                billRate: number | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                            offlineEntry: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                userName: string;
                                projectId: string | null;
                                projectName: string | null;
                                /** @description A task of the entry's project */
                                taskId: string | null;
                                taskName: string | null;
                                /** @description The tags the entry carries, by name */
                                tags: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                }[];
                                startTime: string;
                                /** @description null while the timer runs */
                                endTime: string | null;
                                /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                                durationSeconds: number;
                                idleSeconds: number;
                                notes: string | null;
                                isBillable: boolean;
                                isOffline: boolean;
                                isRunning: boolean;
                                /** @enum {string} */
                                source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                rejectionReason: string | null;
                                reviewedAt: string | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                costRate: number | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                billRate: number | null;
                                createdAt: string;
                                updatedAt: string;
                            } | null;
                            resumedEntry: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                userName: string;
                                projectId: string | null;
                                projectName: string | null;
                                /** @description A task of the entry's project */
                                taskId: string | null;
                                taskName: string | null;
                                /** @description The tags the entry carries, by name */
                                tags: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                }[];
                                startTime: string;
                                /** @description null while the timer runs */
                                endTime: string | null;
                                /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                                durationSeconds: number;
                                idleSeconds: number;
                                notes: string | null;
                                isBillable: boolean;
                                isOffline: boolean;
                                isRunning: boolean;
                                /** @enum {string} */
                                source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                rejectionReason: string | null;
                                reviewedAt: string | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                costRate: number | null;
                                /** @description Snapshot at recording; null without members.rates.read */
                                billRate: number | null;
                                createdAt: string;
                                updatedAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMyTimesheetWeek: {
        parameters: {
            query?: {
                /** @description Default: the current week in the organization's calendar */
                weekStart?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Null while the week is OPEN (never submitted, or withdrawn) */
                            id: string | null;
                            /** Format: uuid */
                            memberId: string;
                            weekStart: string;
                            /** @description The week's last day */
                            weekEnd: string;
                            /** @enum {string} */
                            status: "OPEN" | "SUBMITTED" | "APPROVED" | "REJECTED";
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewedByMemberId: string | null;
                            rejectionReason: string | null;
                            /** @description Entries starting in the week (running ones included) */
                            entryCount: number;
                            /** @description Worked seconds of the finished entries starting in the week */
                            totalSeconds: number;
                            billableSeconds: number;
                            /** @description The organization's time zone, where the week's days begin */
                            timeZone: string;
                            /** @description A timer started in this week is running (stop it before submitting) */
                            hasRunningTimer: boolean;
                            /** @description SUBMITTED or APPROVED: the week's entries cannot be changed by their owner */
                            locked: boolean;
                            canSubmit: boolean;
                            canWithdraw: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitTimesheetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The week's first day (YYYY-MM-DD) in the organization's calendar: its time zone and first day of the week
                     */
                    weekStart: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Null while the week is OPEN (never submitted, or withdrawn) */
                            id: string | null;
                            /** Format: uuid */
                            memberId: string;
                            weekStart: string;
                            /** @description The week's last day */
                            weekEnd: string;
                            /** @enum {string} */
                            status: "OPEN" | "SUBMITTED" | "APPROVED" | "REJECTED";
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewedByMemberId: string | null;
                            rejectionReason: string | null;
                            /** @description Entries starting in the week (running ones included) */
                            entryCount: number;
                            /** @description Worked seconds of the finished entries starting in the week */
                            totalSeconds: number;
                            billableSeconds: number;
                            /** @description The organization's time zone, where the week's days begin */
                            timeZone: string;
                            /** @description A timer started in this week is running (stop it before submitting) */
                            hasRunningTimer: boolean;
                            /** @description SUBMITTED or APPROVED: the week's entries cannot be changed by their owner */
                            locked: boolean;
                            canSubmit: boolean;
                            canWithdraw: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawTimesheetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The week's first day (YYYY-MM-DD) in the organization's calendar: its time zone and first day of the week
                     */
                    weekStart: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Null while the week is OPEN (never submitted, or withdrawn) */
                            id: string | null;
                            /** Format: uuid */
                            memberId: string;
                            weekStart: string;
                            /** @description The week's last day */
                            weekEnd: string;
                            /** @enum {string} */
                            status: "OPEN" | "SUBMITTED" | "APPROVED" | "REJECTED";
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewedByMemberId: string | null;
                            rejectionReason: string | null;
                            /** @description Entries starting in the week (running ones included) */
                            entryCount: number;
                            /** @description Worked seconds of the finished entries starting in the week */
                            totalSeconds: number;
                            billableSeconds: number;
                            /** @description The organization's time zone, where the week's days begin */
                            timeZone: string;
                            /** @description A timer started in this week is running (stop it before submitting) */
                            hasRunningTimer: boolean;
                            /** @description SUBMITTED or APPROVED: the week's entries cannot be changed by their owner */
                            locked: boolean;
                            canSubmit: boolean;
                            canWithdraw: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTimesheetWeeks: {
        parameters: {
            query?: {
                status?: "SUBMITTED" | "APPROVED" | "REJECTED";
                /** @description Weeks starting on or after this day */
                from?: string;
                /** @description Weeks starting on or before this day */
                to?: string;
                /** @description One person's weeks (user or member id) */
                userId?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Null while the week is OPEN (never submitted, or withdrawn) */
                            id: string | null;
                            /** Format: uuid */
                            memberId: string;
                            weekStart: string;
                            /** @description The week's last day */
                            weekEnd: string;
                            /** @enum {string} */
                            status: "OPEN" | "SUBMITTED" | "APPROVED" | "REJECTED";
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewedByMemberId: string | null;
                            rejectionReason: string | null;
                            /** @description Entries starting in the week (running ones included) */
                            entryCount: number;
                            /** @description Worked seconds of the finished entries starting in the week */
                            totalSeconds: number;
                            billableSeconds: number;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveTimesheetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                weekId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Null while the week is OPEN (never submitted, or withdrawn) */
                            id: string | null;
                            /** Format: uuid */
                            memberId: string;
                            weekStart: string;
                            /** @description The week's last day */
                            weekEnd: string;
                            /** @enum {string} */
                            status: "OPEN" | "SUBMITTED" | "APPROVED" | "REJECTED";
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewedByMemberId: string | null;
                            rejectionReason: string | null;
                            /** @description Entries starting in the week (running ones included) */
                            entryCount: number;
                            /** @description Worked seconds of the finished entries starting in the week */
                            totalSeconds: number;
                            billableSeconds: number;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectTimesheetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                weekId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rejectionReason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Null while the week is OPEN (never submitted, or withdrawn) */
                            id: string | null;
                            /** Format: uuid */
                            memberId: string;
                            weekStart: string;
                            /** @description The week's last day */
                            weekEnd: string;
                            /** @enum {string} */
                            status: "OPEN" | "SUBMITTED" | "APPROVED" | "REJECTED";
                            submittedAt: string | null;
                            reviewedAt: string | null;
                            reviewedByMemberId: string | null;
                            rejectionReason: string | null;
                            /** @description Entries starting in the week (running ones included) */
                            entryCount: number;
                            /** @description Worked seconds of the finished entries starting in the week */
                            totalSeconds: number;
                            billableSeconds: number;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTimeReport: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, the organization's zone); default: this week's first day */
                from?: string;
                /** @description Last day, inclusive; default: the last day of the week of from. At most 366 days */
                to?: string;
                /** @description First level of the table */
                groupBy?: "client" | "project" | "task" | "member" | "day" | "week";
                /** @description Optional second level, different from groupBy */
                thenBy?: "client" | "project" | "task" | "member" | "day" | "week";
                /** @description Time on this client's projects; another organization's matches nothing */
                clientId?: string;
                projectId?: string;
                taskId?: string;
                /** @description Entries carrying this tag (read from the entries, not the rollups) */
                tagId?: string;
                /** @description This user's (or member's) time; someone else's needs time.read.all */
                userId?: string;
                billable?: "true" | "false";
                /** @description Only time in this approval state; default: everything but REJECTED */
                status?: "PENDING" | "APPROVED" | "REJECTED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            period: {
                                from: string;
                                to: string;
                                timeZone: string;
                            };
                            /** @enum {string} */
                            groupBy: "client" | "project" | "task" | "member" | "day" | "week";
                            thenBy: ("client" | "project" | "task" | "member" | "day" | "week") | null;
                            totals: {
                                /** @description Worked seconds (idle removed) */
                                seconds: number;
                                billableSeconds: number;
                                entries: number;
                            };
                            groups: {
                                /** @description The id, day or week start; null: no client, project or task */
                                key: string | null;
                                label: string;
                                /** @description Worked seconds (idle removed) */
                                seconds: number;
                                billableSeconds: number;
                                children?: {
                                    /** @description The id, day or week start; null: no client, project or task */
                                    key: string | null;
                                    label: string;
                                    /** @description Worked seconds (idle removed) */
                                    seconds: number;
                                    billableSeconds: number;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTimeReportCsv: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, the organization's zone); default: this week's first day */
                from?: string;
                /** @description Last day, inclusive; default: the last day of the week of from. At most 366 days */
                to?: string;
                /** @description First level of the table */
                groupBy?: "client" | "project" | "task" | "member" | "day" | "week";
                /** @description Optional second level, different from groupBy */
                thenBy?: "client" | "project" | "task" | "member" | "day" | "week";
                /** @description Time on this client's projects; another organization's matches nothing */
                clientId?: string;
                projectId?: string;
                taskId?: string;
                /** @description Entries carrying this tag (read from the entries, not the rollups) */
                tagId?: string;
                /** @description This user's (or member's) time; someone else's needs time.read.all */
                userId?: string;
                billable?: "true" | "false";
                /** @description Only time in this approval state; default: everything but REJECTED */
                status?: "PENDING" | "APPROVED" | "REJECTED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTimeReportXlsx: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, the organization's zone); default: this week's first day */
                from?: string;
                /** @description Last day, inclusive; default: the last day of the week of from. At most 366 days */
                to?: string;
                /** @description First level of the table */
                groupBy?: "client" | "project" | "task" | "member" | "day" | "week";
                /** @description Optional second level, different from groupBy */
                thenBy?: "client" | "project" | "task" | "member" | "day" | "week";
                /** @description Time on this client's projects; another organization's matches nothing */
                clientId?: string;
                projectId?: string;
                taskId?: string;
                /** @description Entries carrying this tag (read from the entries, not the rollups) */
                tagId?: string;
                /** @description This user's (or member's) time; someone else's needs time.read.all */
                userId?: string;
                billable?: "true" | "false";
                /** @description Only time in this approval state; default: everything but REJECTED */
                status?: "PENDING" | "APPROVED" | "REJECTED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFinancialSummary: {
        parameters: {
            query?: {
                /** @description First day of the period, in the organization's time zone; send with to. Default: this month there */
                from?: string;
                /** @description Last day, included (a whole local day of 23 to 25 hours) */
                to?: string;
                /** @description Only this project */
                projectId?: string;
                /** @description Only this client's projects (GET /clients); members' hours count only time on them */
                clientId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            period: {
                                from: string;
                                to: string;
                                days: number;
                            };
                            totals: {
                                /** @description Rounded to cents */
                                revenue: number;
                                /** @description Rounded to cents */
                                cost: number;
                                /** @description Rounded to cents */
                                profit: number;
                                /** @description profit / revenue × 100; null without revenue */
                                marginPercent: number | null;
                                hoursLogged: number;
                                billableHours: number;
                            };
                            /** @description The month before, or the same number of days before from */
                            comparison: {
                                period: {
                                    from: string;
                                    to: string;
                                    days: number;
                                };
                                totals: {
                                    /** @description Rounded to cents */
                                    revenue: number;
                                    /** @description Rounded to cents */
                                    cost: number;
                                    /** @description Rounded to cents */
                                    profit: number;
                                    /** @description profit / revenue × 100; null without revenue */
                                    marginPercent: number | null;
                                    hoursLogged: number;
                                    billableHours: number;
                                };
                            };
                            /** @description This period less the comparison */
                            change: {
                                /** @description Rounded to cents */
                                revenue: number;
                                /** @description Rounded to cents */
                                cost: number;
                                /** @description Rounded to cents */
                                profit: number;
                            };
                            projects: {
                                /** @description null: time on no project */
                                projectId: string | null;
                                projectName: string | null;
                                clientName: string | null;
                                budgetType: ("FIXED" | "HOURLY") | null;
                                totalBudget: number | null;
                                hoursLogged: number;
                                billableHours: number;
                                /** @description Rounded to cents */
                                revenue: number;
                                /** @description Rounded to cents */
                                cost: number;
                                /** @description Rounded to cents */
                                profit: number;
                                marginPercent: number | null;
                                /** @description Up to the end of the period; null without a budget */
                                budgetUsedPercent: number | null;
                                overBudget: boolean | null;
                            }[];
                            members: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                fullName: string;
                                status: string;
                                weeklyCapacityHours: number | null;
                                /** @description weeklyCapacityHours × the period's working days / the organization's working days per week */
                                capacityHours: number | null;
                                hoursLogged: number;
                                billableHours: number;
                                utilisationPercent: number | null;
                                billableUtilisationPercent: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200 */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
                /** @description As reported: OVERDUE includes SENT invoices past their due date */
                status?: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                /** @description Client name, whole and case-insensitive */
                client?: string;
                projectId?: string;
                /** @description Invoices created on or after this day (the organization's time zone) */
                from?: string;
                /** @description Invoices created on or before this day (the organization's time zone) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @description INV-000001…, given when the invoice first leaves DRAFT */
                                number: string | null;
                                projectId: string | null;
                                /** @description The buyer */
                                clientName: string;
                                buyerAddress: string | null;
                                buyerTaxId: string | null;
                                buyerEmail: string | null;
                                servicePeriodFrom: string | null;
                                servicePeriodTo: string | null;
                                purchaseOrder: string | null;
                                paymentTermsDays: number | null;
                                paymentTerms: string | null;
                                taxNote: string | null;
                                currency: string;
                                dueDate: string | null;
                                notes: string | null;
                                taxPercent: number;
                                /** @description Rounded to cents */
                                subtotal: number;
                                /** @description Rounded to cents */
                                taxAmount: number;
                                /** @description Rounded to cents */
                                total: number;
                                /**
                                 * @description A SENT invoice past its due date is OVERDUE
                                 * @enum {string}
                                 */
                                status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                                /** @enum {string} */
                                paymentStatus: "PAID" | "UNPAID" | "VOID";
                                issuedAt: string | null;
                                paidAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The buyer's postal address, one line per line */
                    buyerAddress?: string | null;
                    /** @description The buyer's VAT identification number (or other tax id) */
                    buyerTaxId?: string | null;
                    buyerEmail?: string | null;
                    /** @description First day of the service period */
                    servicePeriodFrom?: string | null;
                    /** @description Last day of the service period, included */
                    servicePeriodTo?: string | null;
                    /** @description The buyer's purchase-order reference */
                    purchaseOrder?: string | null;
                    /** @description Days after the issue day; sets dueDate when the invoice is issued without one */
                    paymentTermsDays?: number | null;
                    /** @description Payment terms as printed, e.g. "Net 30, 2% discount within 10 days" */
                    paymentTerms?: string | null;
                    /** @description Printed beside the tax, e.g. "Reverse charge (Art. 196 Directive 2006/112/EC)" */
                    taxNote?: string | null;
                    projectId?: string | null;
                    clientName: string;
                    /** @description Default: the currency of the project's client, else USD */
                    currency?: string;
                    dueDate?: string | null;
                    notes?: string | null;
                    /** @default 0 */
                    taxPercent?: number;
                    /** @default [] */
                    items?: {
                        description: string;
                        quantity: number;
                        unitPrice: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description INV-000001…, given when the invoice first leaves DRAFT */
                            number: string | null;
                            projectId: string | null;
                            /** @description The buyer */
                            clientName: string;
                            buyerAddress: string | null;
                            buyerTaxId: string | null;
                            buyerEmail: string | null;
                            servicePeriodFrom: string | null;
                            servicePeriodTo: string | null;
                            purchaseOrder: string | null;
                            paymentTermsDays: number | null;
                            paymentTerms: string | null;
                            taxNote: string | null;
                            currency: string;
                            dueDate: string | null;
                            notes: string | null;
                            taxPercent: number;
                            /** @description Rounded to cents */
                            subtotal: number;
                            /** @description Rounded to cents */
                            taxAmount: number;
                            /** @description Rounded to cents */
                            total: number;
                            /**
                             * @description A SENT invoice past its due date is OVERDUE
                             * @enum {string}
                             */
                            status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                            /** @enum {string} */
                            paymentStatus: "PAID" | "UNPAID" | "VOID";
                            issuedAt: string | null;
                            paidAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The billing profile as it was when the invoice was first issued; null for a draft never issued (it shows the profile as it is) */
                            seller: {
                                legalName: string | null;
                                address: string | null;
                                taxId: string | null;
                                registrationNumber: string | null;
                                email: string | null;
                                bankName: string | null;
                                iban: string | null;
                                bic: string | null;
                                bankAccount: string | null;
                                invoiceFooter: string | null;
                                hasLogo: boolean;
                            } | null;
                            items: {
                                /** Format: uuid */
                                id: string;
                                description: string;
                                quantity: number;
                                /** @description Rounded to cents */
                                unitPrice: number;
                                /** @description Rounded to cents */
                                amount: number;
                            }[];
                            /** @description Time entries billed on this invoice (built from time) */
                            timeEntryCount: number;
                            statusHistory: {
                                fromStatus: ("DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED") | null;
                                /** @enum {string} */
                                toStatus: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                                /** Format: uuid */
                                changedByMemberId: string;
                                changedAt: string;
                            }[];
                            /** @description Where the client pays this invoice online (docs/integrations.md, "Online payments"): set while the invoice is SENT or OVERDUE and the organization has a payment processor connected; otherwise null. Stable: the same URL every time. */
                            paymentUrl: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportInvoicesCsv: {
        parameters: {
            query?: {
                /** @description As reported: OVERDUE includes SENT invoices past their due date */
                status?: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                /** @description Client name, whole and case-insensitive */
                client?: string;
                projectId?: string;
                /** @description Invoices created on or after this day (the organization's time zone) */
                from?: string;
                /** @description Invoices created on or before this day (the organization's time zone) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportInvoicesXlsx: {
        parameters: {
            query?: {
                /** @description As reported: OVERDUE includes SENT invoices past their due date */
                status?: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                /** @description Client name, whole and case-insensitive */
                client?: string;
                projectId?: string;
                /** @description Invoices created on or after this day (the organization's time zone) */
                from?: string;
                /** @description Invoices created on or before this day (the organization's time zone) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInvoiceFromTime: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The buyer's postal address, one line per line */
                    buyerAddress?: string | null;
                    /** @description The buyer's VAT identification number (or other tax id) */
                    buyerTaxId?: string | null;
                    buyerEmail?: string | null;
                    /** @description First day of the service period */
                    servicePeriodFrom?: string | null;
                    /** @description Last day of the service period, included */
                    servicePeriodTo?: string | null;
                    /** @description The buyer's purchase-order reference */
                    purchaseOrder?: string | null;
                    /** @description Days after the issue day; sets dueDate when the invoice is issued without one */
                    paymentTermsDays?: number | null;
                    /** @description Payment terms as printed, e.g. "Net 30, 2% discount within 10 days" */
                    paymentTerms?: string | null;
                    /** @description Printed beside the tax, e.g. "Reverse charge (Art. 196 Directive 2006/112/EC)" */
                    taxNote?: string | null;
                    /** Format: uuid */
                    projectId: string;
                    /**
                     * Format: date
                     * @description First day of the billed period, in the organization's time zone
                     */
                    from: string;
                    /**
                     * Format: date
                     * @description Last day, included (a whole local day)
                     */
                    to: string;
                    /** @description Default: the project's client */
                    clientName?: string;
                    /** @description Default: the currency of the project's client */
                    currency?: string;
                    dueDate?: string | null;
                    notes?: string | null;
                    /** @default 0 */
                    taxPercent?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description INV-000001…, given when the invoice first leaves DRAFT */
                            number: string | null;
                            projectId: string | null;
                            /** @description The buyer */
                            clientName: string;
                            buyerAddress: string | null;
                            buyerTaxId: string | null;
                            buyerEmail: string | null;
                            servicePeriodFrom: string | null;
                            servicePeriodTo: string | null;
                            purchaseOrder: string | null;
                            paymentTermsDays: number | null;
                            paymentTerms: string | null;
                            taxNote: string | null;
                            currency: string;
                            dueDate: string | null;
                            notes: string | null;
                            taxPercent: number;
                            /** @description Rounded to cents */
                            subtotal: number;
                            /** @description Rounded to cents */
                            taxAmount: number;
                            /** @description Rounded to cents */
                            total: number;
                            /**
                             * @description A SENT invoice past its due date is OVERDUE
                             * @enum {string}
                             */
                            status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                            /** @enum {string} */
                            paymentStatus: "PAID" | "UNPAID" | "VOID";
                            issuedAt: string | null;
                            paidAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The billing profile as it was when the invoice was first issued; null for a draft never issued (it shows the profile as it is) */
                            seller: {
                                legalName: string | null;
                                address: string | null;
                                taxId: string | null;
                                registrationNumber: string | null;
                                email: string | null;
                                bankName: string | null;
                                iban: string | null;
                                bic: string | null;
                                bankAccount: string | null;
                                invoiceFooter: string | null;
                                hasLogo: boolean;
                            } | null;
                            items: {
                                /** Format: uuid */
                                id: string;
                                description: string;
                                quantity: number;
                                /** @description Rounded to cents */
                                unitPrice: number;
                                /** @description Rounded to cents */
                                amount: number;
                            }[];
                            /** @description Time entries billed on this invoice (built from time) */
                            timeEntryCount: number;
                            statusHistory: {
                                fromStatus: ("DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED") | null;
                                /** @enum {string} */
                                toStatus: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                                /** Format: uuid */
                                changedByMemberId: string;
                                changedAt: string;
                            }[];
                            /** @description Where the client pays this invoice online (docs/integrations.md, "Online payments"): set while the invoice is SENT or OVERDUE and the organization has a payment processor connected; otherwise null. Stable: the same URL every time. */
                            paymentUrl: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewInvoiceFromTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The buyer's postal address, one line per line */
                    buyerAddress?: string | null;
                    /** @description The buyer's VAT identification number (or other tax id) */
                    buyerTaxId?: string | null;
                    buyerEmail?: string | null;
                    /** @description First day of the service period */
                    servicePeriodFrom?: string | null;
                    /** @description Last day of the service period, included */
                    servicePeriodTo?: string | null;
                    /** @description The buyer's purchase-order reference */
                    purchaseOrder?: string | null;
                    /** @description Days after the issue day; sets dueDate when the invoice is issued without one */
                    paymentTermsDays?: number | null;
                    /** @description Payment terms as printed, e.g. "Net 30, 2% discount within 10 days" */
                    paymentTerms?: string | null;
                    /** @description Printed beside the tax, e.g. "Reverse charge (Art. 196 Directive 2006/112/EC)" */
                    taxNote?: string | null;
                    /** Format: uuid */
                    projectId: string;
                    /**
                     * Format: date
                     * @description First day of the billed period, in the organization's time zone
                     */
                    from: string;
                    /**
                     * Format: date
                     * @description Last day, included (a whole local day)
                     */
                    to: string;
                    /** @description Default: the project's client */
                    clientName?: string;
                    /** @description Default: the currency of the project's client */
                    currency?: string;
                    dueDate?: string | null;
                    notes?: string | null;
                    /** @default 0 */
                    taxPercent?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description INV-000001…, given when the invoice first leaves DRAFT */
                            number: string | null;
                            projectId: string | null;
                            /** @description The buyer */
                            clientName: string;
                            buyerAddress: string | null;
                            buyerTaxId: string | null;
                            buyerEmail: string | null;
                            servicePeriodFrom: string | null;
                            servicePeriodTo: string | null;
                            purchaseOrder: string | null;
                            paymentTermsDays: number | null;
                            paymentTerms: string | null;
                            taxNote: string | null;
                            currency: string;
                            dueDate: string | null;
                            notes: string | null;
                            taxPercent: number;
                            /** @description Rounded to cents */
                            subtotal: number;
                            /** @description Rounded to cents */
                            taxAmount: number;
                            /** @description Rounded to cents */
                            total: number;
                            /**
                             * @description A SENT invoice past its due date is OVERDUE
                             * @enum {string}
                             */
                            status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                            /** @enum {string} */
                            paymentStatus: "PAID" | "UNPAID" | "VOID";
                            issuedAt: string | null;
                            paidAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The billing profile as it was when the invoice was first issued; null for a draft never issued (it shows the profile as it is) */
                            seller: {
                                legalName: string | null;
                                address: string | null;
                                taxId: string | null;
                                registrationNumber: string | null;
                                email: string | null;
                                bankName: string | null;
                                iban: string | null;
                                bic: string | null;
                                bankAccount: string | null;
                                invoiceFooter: string | null;
                                hasLogo: boolean;
                            } | null;
                            items: {
                                /** Format: uuid */
                                id: string;
                                description: string;
                                quantity: number;
                                /** @description Rounded to cents */
                                unitPrice: number;
                                /** @description Rounded to cents */
                                amount: number;
                            }[];
                            /** @description Time entries billed on this invoice (built from time) */
                            timeEntryCount: number;
                            statusHistory: {
                                fromStatus: ("DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED") | null;
                                /** @enum {string} */
                                toStatus: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                                /** Format: uuid */
                                changedByMemberId: string;
                                changedAt: string;
                            }[];
                            /** @description Where the client pays this invoice online (docs/integrations.md, "Online payments"): set while the invoice is SENT or OVERDUE and the organization has a payment processor connected; otherwise null. Stable: the same URL every time. */
                            paymentUrl: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description INV-000001…, given when the invoice first leaves DRAFT */
                            number: string | null;
                            projectId: string | null;
                            /** @description The buyer */
                            clientName: string;
                            buyerAddress: string | null;
                            buyerTaxId: string | null;
                            buyerEmail: string | null;
                            servicePeriodFrom: string | null;
                            servicePeriodTo: string | null;
                            purchaseOrder: string | null;
                            paymentTermsDays: number | null;
                            paymentTerms: string | null;
                            taxNote: string | null;
                            currency: string;
                            dueDate: string | null;
                            notes: string | null;
                            taxPercent: number;
                            /** @description Rounded to cents */
                            subtotal: number;
                            /** @description Rounded to cents */
                            taxAmount: number;
                            /** @description Rounded to cents */
                            total: number;
                            /**
                             * @description A SENT invoice past its due date is OVERDUE
                             * @enum {string}
                             */
                            status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                            /** @enum {string} */
                            paymentStatus: "PAID" | "UNPAID" | "VOID";
                            issuedAt: string | null;
                            paidAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The billing profile as it was when the invoice was first issued; null for a draft never issued (it shows the profile as it is) */
                            seller: {
                                legalName: string | null;
                                address: string | null;
                                taxId: string | null;
                                registrationNumber: string | null;
                                email: string | null;
                                bankName: string | null;
                                iban: string | null;
                                bic: string | null;
                                bankAccount: string | null;
                                invoiceFooter: string | null;
                                hasLogo: boolean;
                            } | null;
                            items: {
                                /** Format: uuid */
                                id: string;
                                description: string;
                                quantity: number;
                                /** @description Rounded to cents */
                                unitPrice: number;
                                /** @description Rounded to cents */
                                amount: number;
                            }[];
                            /** @description Time entries billed on this invoice (built from time) */
                            timeEntryCount: number;
                            statusHistory: {
                                fromStatus: ("DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED") | null;
                                /** @enum {string} */
                                toStatus: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                                /** Format: uuid */
                                changedByMemberId: string;
                                changedAt: string;
                            }[];
                            /** @description Where the client pays this invoice online (docs/integrations.md, "Online payments"): set while the invoice is SENT or OVERDUE and the organization has a payment processor connected; otherwise null. Stable: the same URL every time. */
                            paymentUrl: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The buyer's postal address, one line per line */
                    buyerAddress?: string | null;
                    /** @description The buyer's VAT identification number (or other tax id) */
                    buyerTaxId?: string | null;
                    buyerEmail?: string | null;
                    /** @description First day of the service period */
                    servicePeriodFrom?: string | null;
                    /** @description Last day of the service period, included */
                    servicePeriodTo?: string | null;
                    /** @description The buyer's purchase-order reference */
                    purchaseOrder?: string | null;
                    /** @description Days after the issue day; sets dueDate when the invoice is issued without one */
                    paymentTermsDays?: number | null;
                    /** @description Payment terms as printed, e.g. "Net 30, 2% discount within 10 days" */
                    paymentTerms?: string | null;
                    /** @description Printed beside the tax, e.g. "Reverse charge (Art. 196 Directive 2006/112/EC)" */
                    taxNote?: string | null;
                    projectId?: string | null;
                    clientName?: string;
                    currency?: string;
                    dueDate?: string | null;
                    notes?: string | null;
                    taxPercent?: number;
                    /** @description Replaces every item when given */
                    items?: {
                        description: string;
                        quantity: number;
                        unitPrice: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description INV-000001…, given when the invoice first leaves DRAFT */
                            number: string | null;
                            projectId: string | null;
                            /** @description The buyer */
                            clientName: string;
                            buyerAddress: string | null;
                            buyerTaxId: string | null;
                            buyerEmail: string | null;
                            servicePeriodFrom: string | null;
                            servicePeriodTo: string | null;
                            purchaseOrder: string | null;
                            paymentTermsDays: number | null;
                            paymentTerms: string | null;
                            taxNote: string | null;
                            currency: string;
                            dueDate: string | null;
                            notes: string | null;
                            taxPercent: number;
                            /** @description Rounded to cents */
                            subtotal: number;
                            /** @description Rounded to cents */
                            taxAmount: number;
                            /** @description Rounded to cents */
                            total: number;
                            /**
                             * @description A SENT invoice past its due date is OVERDUE
                             * @enum {string}
                             */
                            status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                            /** @enum {string} */
                            paymentStatus: "PAID" | "UNPAID" | "VOID";
                            issuedAt: string | null;
                            paidAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The billing profile as it was when the invoice was first issued; null for a draft never issued (it shows the profile as it is) */
                            seller: {
                                legalName: string | null;
                                address: string | null;
                                taxId: string | null;
                                registrationNumber: string | null;
                                email: string | null;
                                bankName: string | null;
                                iban: string | null;
                                bic: string | null;
                                bankAccount: string | null;
                                invoiceFooter: string | null;
                                hasLogo: boolean;
                            } | null;
                            items: {
                                /** Format: uuid */
                                id: string;
                                description: string;
                                quantity: number;
                                /** @description Rounded to cents */
                                unitPrice: number;
                                /** @description Rounded to cents */
                                amount: number;
                            }[];
                            /** @description Time entries billed on this invoice (built from time) */
                            timeEntryCount: number;
                            statusHistory: {
                                fromStatus: ("DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED") | null;
                                /** @enum {string} */
                                toStatus: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                                /** Format: uuid */
                                changedByMemberId: string;
                                changedAt: string;
                            }[];
                            /** @description Where the client pays this invoice online (docs/integrations.md, "Online payments"): set while the invoice is SENT or OVERDUE and the organization has a payment processor connected; otherwise null. Stable: the same URL every time. */
                            paymentUrl: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setInvoiceStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description INV-000001…, given when the invoice first leaves DRAFT */
                            number: string | null;
                            projectId: string | null;
                            /** @description The buyer */
                            clientName: string;
                            buyerAddress: string | null;
                            buyerTaxId: string | null;
                            buyerEmail: string | null;
                            servicePeriodFrom: string | null;
                            servicePeriodTo: string | null;
                            purchaseOrder: string | null;
                            paymentTermsDays: number | null;
                            paymentTerms: string | null;
                            taxNote: string | null;
                            currency: string;
                            dueDate: string | null;
                            notes: string | null;
                            taxPercent: number;
                            /** @description Rounded to cents */
                            subtotal: number;
                            /** @description Rounded to cents */
                            taxAmount: number;
                            /** @description Rounded to cents */
                            total: number;
                            /**
                             * @description A SENT invoice past its due date is OVERDUE
                             * @enum {string}
                             */
                            status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                            /** @enum {string} */
                            paymentStatus: "PAID" | "UNPAID" | "VOID";
                            issuedAt: string | null;
                            paidAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The billing profile as it was when the invoice was first issued; null for a draft never issued (it shows the profile as it is) */
                            seller: {
                                legalName: string | null;
                                address: string | null;
                                taxId: string | null;
                                registrationNumber: string | null;
                                email: string | null;
                                bankName: string | null;
                                iban: string | null;
                                bic: string | null;
                                bankAccount: string | null;
                                invoiceFooter: string | null;
                                hasLogo: boolean;
                            } | null;
                            items: {
                                /** Format: uuid */
                                id: string;
                                description: string;
                                quantity: number;
                                /** @description Rounded to cents */
                                unitPrice: number;
                                /** @description Rounded to cents */
                                amount: number;
                            }[];
                            /** @description Time entries billed on this invoice (built from time) */
                            timeEntryCount: number;
                            statusHistory: {
                                fromStatus: ("DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED") | null;
                                /** @enum {string} */
                                toStatus: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                                /** Format: uuid */
                                changedByMemberId: string;
                                changedAt: string;
                            }[];
                            /** @description Where the client pays this invoice online (docs/integrations.md, "Online payments"): set while the invoice is SENT or OVERDUE and the organization has a payment processor connected; otherwise null. Stable: the same URL every time. */
                            paymentUrl: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBillingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            legalName: string | null;
                            address: string | null;
                            taxId: string | null;
                            registrationNumber: string | null;
                            email: string | null;
                            bankName: string | null;
                            iban: string | null;
                            bic: string | null;
                            bankAccount: string | null;
                            invoiceFooter: string | null;
                            paymentTerms: string | null;
                            paymentTermsDays: number | null;
                            /** @description The processed PNG; fetch it from url (GET, same authorization) */
                            logo: {
                                width: number;
                                height: number;
                                url: string;
                            } | null;
                            /** @description null until the profile is first saved */
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBillingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Full legal name of the seller */
                    legalName?: string | null;
                    /** @description Postal address, one line per line */
                    address?: string | null;
                    /** @description VAT identification number (or other tax id) of the seller */
                    taxId?: string | null;
                    /** @description Company register number, where the law asks for it */
                    registrationNumber?: string | null;
                    /** @description Contact for invoice questions, printed on the invoice */
                    email?: string | null;
                    bankName?: string | null;
                    /** @description Checked (ISO 13616), stored without spaces, printed in groups of four */
                    iban?: string | null;
                    /** @description ISO 9362, 8 or 11 characters */
                    bic?: string | null;
                    /** @description Other payment details (account number, sort code, routing number…) */
                    bankAccount?: string | null;
                    /** @description Default for new invoices: the due date is this many days after the issue day */
                    paymentTermsDays?: number | null;
                    /** @description Default payment terms text for new invoices */
                    paymentTerms?: string | null;
                    /** @description Printed at the foot of every invoice */
                    invoiceFooter?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            legalName: string | null;
                            address: string | null;
                            taxId: string | null;
                            registrationNumber: string | null;
                            email: string | null;
                            bankName: string | null;
                            iban: string | null;
                            bic: string | null;
                            bankAccount: string | null;
                            invoiceFooter: string | null;
                            paymentTerms: string | null;
                            paymentTermsDays: number | null;
                            /** @description The processed PNG; fetch it from url (GET, same authorization) */
                            logo: {
                                width: number;
                                height: number;
                                url: string;
                            } | null;
                            /** @description null until the profile is first saved */
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBillingLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/png) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadBillingLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            legalName: string | null;
                            address: string | null;
                            taxId: string | null;
                            registrationNumber: string | null;
                            email: string | null;
                            bankName: string | null;
                            iban: string | null;
                            bic: string | null;
                            bankAccount: string | null;
                            invoiceFooter: string | null;
                            paymentTerms: string | null;
                            paymentTermsDays: number | null;
                            /** @description The processed PNG; fetch it from url (GET, same authorization) */
                            logo: {
                                width: number;
                                height: number;
                                url: string;
                            } | null;
                            /** @description null until the profile is first saved */
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPortalLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/png) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvitationLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/png) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            provider: "stripe";
                            accountId: string;
                            accountName: string | null;
                            /**
                             * @description From the key: live keys move real money
                             * @enum {string}
                             */
                            mode: "live" | "test";
                            secretKeyLast4: string;
                            /** @description Whether the webhook signing secret has been given; until then Stripe’s events are refused */
                            webhookSecretSet: boolean;
                            connectedAt: string;
                            /** Format: uuid */
                            connectedByMemberId: string;
                            /** @description Paste into Stripe's webhook endpoint (Developers → Webhooks) */
                            webhookUrl: string;
                            /** @description The events to select for that endpoint */
                            webhookEvents: string[];
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectPaymentProcessor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The processor; Stripe is the one supported so far
                     * @default stripe
                     * @enum {string}
                     */
                    provider?: "stripe";
                    /** @description A Stripe secret or restricted key; stored sealed, never shown again (only its last 4 characters). Required to connect; when connected, omit it to keep the key */
                    secretKey?: string;
                    /** @description The signing secret of the webhook endpoint made in Stripe for webhookUrl (Stripe's whsec_…); omit it to keep the one stored (none at first: events are refused until it is given) */
                    webhookSecret?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            provider: "stripe";
                            accountId: string;
                            accountName: string | null;
                            /**
                             * @description From the key: live keys move real money
                             * @enum {string}
                             */
                            mode: "live" | "test";
                            secretKeyLast4: string;
                            /** @description Whether the webhook signing secret has been given; until then Stripe’s events are refused */
                            webhookSecretSet: boolean;
                            connectedAt: string;
                            /** Format: uuid */
                            connectedByMemberId: string;
                            /** @description Paste into Stripe's webhook endpoint (Developers → Webhooks) */
                            webhookUrl: string;
                            /** @description The events to select for that endpoint */
                            webhookEvents: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disconnectPaymentProcessor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {boolean} */
                            disconnected: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInvoicePayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            invoiceId: string;
                            currency: string;
                            /** @description Paid online, in the invoice’s currency */
                            paid: number;
                            refunded: number;
                            /** @description Under an open or lost dispute */
                            disputed: number;
                            records: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "PAYMENT" | "REFUND" | "DISPUTE";
                                provider: string;
                                /** @description The processor’s id: payment intent, charge (refunds) or dispute */
                                reference: string;
                                paymentReference: string | null;
                                /** @description In the currency’s main unit; a refund’s is the charge’s refunded total so far */
                                amount: number;
                                currency: string;
                                /** @description A dispute’s status as the processor last reported it */
                                status: string | null;
                                /** @description A payment to look at: OVERPAYMENT, more than was still due; CURRENCY_MISMATCH, in another currency than the invoice’s, not counted in `paid` */
                                flag: ("OVERPAYMENT" | "CURRENCY_MISMATCH") | null;
                                occurredAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    openInvoicePayLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stripe's checkout page, or /pay/result?state=paid|cancelled|unavailable|unknown (in the Location header) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Stripe's signature of the body */
                "stripe-signature"?: string;
            };
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        /** @description The event as Stripe sends it; read as text, since the signature covers the exact bytes */
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {boolean} */
                            received: true;
                            /** @description The event was handled before: nothing changed */
                            duplicate: boolean;
                            /** @description What the event did (docs/integrations.md, "Online payments") */
                            outcome: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadActivitySlot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The tracker's own id for the slot (e.g. a UUID); sending the same id again returns the stored slot */
                    clientId: string;
                    /** Format: date-time */
                    startTime: string;
                    /**
                     * Format: date-time
                     * @description After startTime; 60 minutes at most, 10 by default
                     */
                    endTime: string;
                    /**
                     * Format: uuid
                     * @description A project the member may log time to; defaults to the time entry’s
                     */
                    projectId?: string;
                    /**
                     * Format: uuid
                     * @description The member's own time entry the slot was recorded under
                     */
                    timeEntryId?: string;
                    /** @description Seconds with keyboard input (≤ activeSeconds) */
                    keyboardSeconds: number;
                    /** @description Seconds with mouse input (≤ activeSeconds) */
                    mouseSeconds: number;
                    /** @description Seconds with any input (≤ the slot length) */
                    activeSeconds: number;
                    /**
                     * @description Foreground applications and their seconds; they add up to the slot length at most
                     * @default []
                     */
                    applications?: {
                        name: string;
                        seconds: number;
                    }[];
                    /**
                     * @description Pages in the foreground browser and their seconds; only the host is kept
                     * @default []
                     */
                    urls?: {
                        url: string;
                        seconds: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            slot: {
                                /**
                                 * Format: uuid
                                 * @description The server’s id; screenshots of the slot refer to it
                                 */
                                id: string;
                                clientId: string;
                                /** Format: uuid */
                                memberId: string;
                                projectId: string | null;
                                timeEntryId: string | null;
                                startTime: string;
                                endTime: string;
                                durationSeconds: number;
                                keyboardSeconds: number;
                                mouseSeconds: number;
                                activeSeconds: number;
                                /** @description activeSeconds of durationSeconds, in percent */
                                activityPercent: number;
                                applications: {
                                    name: string;
                                    seconds: number;
                                }[];
                                /** @description Hosts of the URLs sent, lower-case, without "www." */
                                sites: {
                                    name: string;
                                    seconds: number;
                                }[];
                                createdAt: string;
                            };
                            /** @description true: the clientId was uploaded before; this is the slot stored then */
                            replayed: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadActivitySlotBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slots: {
                        /** @description The tracker's own id for the slot (e.g. a UUID); sending the same id again returns the stored slot */
                        clientId: string;
                        /** Format: date-time */
                        startTime: string;
                        /**
                         * Format: date-time
                         * @description After startTime; 60 minutes at most, 10 by default
                         */
                        endTime: string;
                        /**
                         * Format: uuid
                         * @description A project the member may log time to; defaults to the time entry’s
                         */
                        projectId?: string;
                        /**
                         * Format: uuid
                         * @description The member's own time entry the slot was recorded under
                         */
                        timeEntryId?: string;
                        /** @description Seconds with keyboard input (≤ activeSeconds) */
                        keyboardSeconds: number;
                        /** @description Seconds with mouse input (≤ activeSeconds) */
                        mouseSeconds: number;
                        /** @description Seconds with any input (≤ the slot length) */
                        activeSeconds: number;
                        /**
                         * @description Foreground applications and their seconds; they add up to the slot length at most
                         * @default []
                         */
                        applications?: {
                            name: string;
                            seconds: number;
                        }[];
                        /**
                         * @description Pages in the foreground browser and their seconds; only the host is kept
                         * @default []
                         */
                        urls?: {
                            url: string;
                            seconds: number;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            created: number;
                            replayed: number;
                            rejected: number;
                            results: {
                                index: number;
                                clientId: string;
                                /** @enum {string} */
                                status: "CREATED" | "REPLAYED" | "REJECTED";
                                slotId: string | null;
                                error: {
                                    status: number;
                                    code: string;
                                    message: string;
                                    hint: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getActivitySummary: {
        parameters: {
            query?: {
                /** @description Slots starting at or after this instant; a date means its 00:00 in the organization's time zone. Default: 7 days before `to` */
                from?: string;
                /** @description Slots starting before this instant; a date includes that whole day of the organization's time zone (23 to 25 hours). Default: now */
                to?: string;
                /** @description One user's (or member id's) activity; someone else's needs activities.read.all */
                userId?: string;
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            from: string;
                            to: string;
                            /** @description The member asked for; null: everyone the caller may see */
                            memberId: string | null;
                            projectId: string | null;
                            slots: number;
                            /** @description Members with at least one slot */
                            members: number;
                            trackedSeconds: number;
                            activeSeconds: number;
                            keyboardSeconds: number;
                            mouseSeconds: number;
                            activityPercent: number;
                            productivity: {
                                productiveSeconds: number;
                                neutralSeconds: number;
                                unproductiveSeconds: number;
                                productivePercent: number;
                                neutralPercent: number;
                                unproductivePercent: number;
                            };
                            categories: {
                                category: string;
                                seconds: number;
                                percent: number;
                            }[];
                            topApplications: {
                                name: string;
                                seconds: number;
                                percent: number;
                                category: string;
                                /** @enum {string} */
                                productivity: "PRODUCTIVE" | "NEUTRAL" | "UNPRODUCTIVE";
                            }[];
                            topSites: {
                                site: string;
                                seconds: number;
                                percent: number;
                                category: string;
                                /** @enum {string} */
                                productivity: "PRODUCTIVE" | "NEUTRAL" | "UNPRODUCTIVE";
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getActivityRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description The organization's rules; they come first */
                            rules: {
                                /** @enum {string} */
                                kind: "APP" | "SITE";
                                pattern: string;
                                category: string;
                                /** @enum {string} */
                                productivity: "PRODUCTIVE" | "NEUTRAL" | "UNPRODUCTIVE";
                                /** Format: uuid */
                                id: string;
                            }[];
                            /** @description Used where no rule of the organization matches */
                            builtInRules: {
                                /** @enum {string} */
                                kind: "APP" | "SITE";
                                pattern: string;
                                category: string;
                                /** @enum {string} */
                                productivity: "PRODUCTIVE" | "NEUTRAL" | "UNPRODUCTIVE";
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replaceActivityRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rules: {
                        /** @enum {string} */
                        kind: "APP" | "SITE";
                        /** @description APP: words of the application name, case-insensitive. SITE: a host; matches its subdomains too */
                        pattern: string;
                        category: string;
                        /** @enum {string} */
                        productivity: "PRODUCTIVE" | "NEUTRAL" | "UNPRODUCTIVE";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description The organization's rules; they come first */
                            rules: {
                                /** @enum {string} */
                                kind: "APP" | "SITE";
                                pattern: string;
                                category: string;
                                /** @enum {string} */
                                productivity: "PRODUCTIVE" | "NEUTRAL" | "UNPRODUCTIVE";
                                /** Format: uuid */
                                id: string;
                            }[];
                            /** @description Used where no rule of the organization matches */
                            builtInRules: {
                                /** @enum {string} */
                                kind: "APP" | "SITE";
                                pattern: string;
                                category: string;
                                /** @enum {string} */
                                productivity: "PRODUCTIVE" | "NEUTRAL" | "UNPRODUCTIVE";
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listScreenshots: {
        parameters: {
            query?: {
                /** @description A member's user id (or member id); another member's needs screenshots.read.all */
                userId?: string;
                projectId?: string;
                /** @description Captured at or after (a day means its start in the organization's time zone) */
                from?: string;
                /** @description Captured before (a day means the end of that day in the organization's time zone) */
                to?: string;
                /** @description Page size, 1 to 200 */
                limit?: number;
                /** @description Opaque cursor from the previous page's nextCursor */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                /** Format: uuid */
                                projectId: string;
                                slotId: string | null;
                                /** Format: uuid */
                                clientId: string;
                                capturedAt: string;
                                isBlurred: boolean;
                                /** @description true while the screenshot is still sharp but its project now blurs screenshots: it is blurred in the background, and its files are not served until then */
                                blurPending: boolean;
                                requestedLive: boolean;
                                captureRequestId: string | null;
                                width: number;
                                height: number;
                                sizeBytes: number;
                                contentType: string;
                                /** @description Active seconds of the screenshot's activity slot over the slot's length, 0 to 100; null without a slot */
                                activityPercent: number | null;
                                /** @description Signed URL of the image, valid until urlsExpireAt, no token needed */
                                imageUrl: string;
                                /** @description Signed URL of the thumbnail (about 320 pixels wide) */
                                thumbnailUrl: string;
                                urlsExpireAt: string;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadScreenshot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            screenshot: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                /** Format: uuid */
                                projectId: string;
                                slotId: string | null;
                                /** Format: uuid */
                                clientId: string;
                                capturedAt: string;
                                isBlurred: boolean;
                                /** @description true while the screenshot is still sharp but its project now blurs screenshots: it is blurred in the background, and its files are not served until then */
                                blurPending: boolean;
                                requestedLive: boolean;
                                captureRequestId: string | null;
                                width: number;
                                height: number;
                                sizeBytes: number;
                                contentType: string;
                                /** @description Active seconds of the screenshot's activity slot over the slot's length, 0 to 100; null without a slot */
                                activityPercent: number | null;
                                /** @description Signed URL of the image, valid until urlsExpireAt, no token needed */
                                imageUrl: string;
                                /** @description Signed URL of the thumbnail (about 320 pixels wide) */
                                thumbnailUrl: string;
                                urlsExpireAt: string;
                                createdAt: string;
                            };
                            /** @description true (status 200) when this clientId was uploaded before: nothing new was stored */
                            replayed: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            screenshot: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                /** Format: uuid */
                                projectId: string;
                                slotId: string | null;
                                /** Format: uuid */
                                clientId: string;
                                capturedAt: string;
                                isBlurred: boolean;
                                /** @description true while the screenshot is still sharp but its project now blurs screenshots: it is blurred in the background, and its files are not served until then */
                                blurPending: boolean;
                                requestedLive: boolean;
                                captureRequestId: string | null;
                                width: number;
                                height: number;
                                sizeBytes: number;
                                contentType: string;
                                /** @description Active seconds of the screenshot's activity slot over the slot's length, 0 to 100; null without a slot */
                                activityPercent: number | null;
                                /** @description Signed URL of the image, valid until urlsExpireAt, no token needed */
                                imageUrl: string;
                                /** @description Signed URL of the thumbnail (about 320 pixels wide) */
                                thumbnailUrl: string;
                                urlsExpireAt: string;
                                createdAt: string;
                            };
                            /** @description true (status 200) when this clientId was uploaded before: nothing new was stored */
                            replayed: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getScreenshotImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                screenshotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/webp) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getScreenshotThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                screenshotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/webp) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSignedScreenshotFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/webp) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                screenshotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    blurScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                screenshotId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true blurs the stored image and thumbnail for good; false is refused once blurred */
                    isBlurred: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            memberId: string;
                            /** Format: uuid */
                            userId: string;
                            /** Format: uuid */
                            projectId: string;
                            slotId: string | null;
                            /** Format: uuid */
                            clientId: string;
                            capturedAt: string;
                            isBlurred: boolean;
                            /** @description true while the screenshot is still sharp but its project now blurs screenshots: it is blurred in the background, and its files are not served until then */
                            blurPending: boolean;
                            requestedLive: boolean;
                            captureRequestId: string | null;
                            width: number;
                            height: number;
                            sizeBytes: number;
                            contentType: string;
                            /** @description Active seconds of the screenshot's activity slot over the slot's length, 0 to 100; null without a slot */
                            activityPercent: number | null;
                            /** @description Signed URL of the image, valid until urlsExpireAt, no token needed */
                            imageUrl: string;
                            /** @description Signed URL of the thumbnail (about 320 pixels wide) */
                            thumbnailUrl: string;
                            urlsExpireAt: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestLiveCapture: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first success again (with idempotent-replayed: true) and creates nothing; with another request it is 422 IDEMPOTENCY_KEY_REUSED. 1 to 255 visible ASCII characters, e.g. a UUID; per organization, caller and route. See docs/idempotency.md. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The member (member id or user id) to capture
                     */
                    memberId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            command: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "CAPTURE_SCREENSHOT";
                                requestedAt: string;
                                expiresAt: string;
                            };
                            /** Format: uuid */
                            memberId: string;
                            /** @description The tracker's next heartbeat, or at once to a tracker holding the command stream open */
                            deliveredBy: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    streamTrackerCommands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/event-stream) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    aiDailySummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            date: string;
                            /** @description Who wrote the words: 'builtin' or 'openai:<model>' */
                            engine: string;
                            summary: string;
                            facts: {
                                date: string;
                                period: {
                                    from: string;
                                    to: string;
                                    /** @description Where the days of the period (byDay, days) begin */
                                    timeZone: string;
                                    days: number;
                                    totals: {
                                        hours: number;
                                        billableHours: number;
                                        entries: number;
                                        people: number;
                                        billableAmount: number | null;
                                        idleHours: number;
                                        /** @description Of hours: approved by a reviewer */
                                        approvedHours: number;
                                        /** @description Of hours: waiting for review */
                                        pendingHours: number;
                                        /** @description Rejected time: not worked or billable time, in none of the other figures */
                                        rejectedHours: number;
                                    };
                                    members: {
                                        /** Format: uuid */
                                        memberId: string;
                                        /** Format: uuid */
                                        userId: string;
                                        name: string;
                                        hours: number;
                                        billableHours: number;
                                        entries: number;
                                        capacityHours: number | null;
                                        overtimeHours: number;
                                        idleHours: number;
                                        /** @description Of hours: waiting for review */
                                        pendingHours: number;
                                        /** @description Their rejected time: in none of the other figures */
                                        rejectedHours: number;
                                        activityPercent: number | null;
                                        projects: {
                                            name: string;
                                            hours: number;
                                        }[];
                                        /** @description Tasks they logged time to, most hours first */
                                        tasks: {
                                            name: string;
                                            hours: number;
                                        }[];
                                        topApps: {
                                            name: string;
                                            hours: number;
                                        }[];
                                    }[];
                                    projects: {
                                        projectId: string | null;
                                        name: string;
                                        hours: number;
                                        billableHours: number;
                                        /** @description Null without financials.read */
                                        billableAmount: number | null;
                                        people: number;
                                    }[];
                                    byDay: {
                                        date: string;
                                        hours: number;
                                    }[];
                                    topApps: {
                                        name: string;
                                        hours: number;
                                    }[];
                                    notes: {
                                        member: string;
                                        project: string | null;
                                        note: string;
                                    }[];
                                };
                                /** @description The day compared with: the working day before, or the same weekday a week earlier for a day off */
                                previousDay: string;
                                previousDayHours: number;
                                screenshots: {
                                    member: string;
                                    count: number;
                                    blurred: number;
                                    /** @description Taken because a manager asked for a live capture */
                                    requestedLive: number;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    aiOverview: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            days: number;
                            /** @description Who wrote the words: 'builtin' or 'openai:<model>' */
                            engine: string;
                            overview: string;
                            facts: {
                                period: {
                                    from: string;
                                    to: string;
                                    /** @description Where the days of the period (byDay, days) begin */
                                    timeZone: string;
                                    days: number;
                                    totals: {
                                        hours: number;
                                        billableHours: number;
                                        entries: number;
                                        people: number;
                                        billableAmount: number | null;
                                        idleHours: number;
                                        /** @description Of hours: approved by a reviewer */
                                        approvedHours: number;
                                        /** @description Of hours: waiting for review */
                                        pendingHours: number;
                                        /** @description Rejected time: not worked or billable time, in none of the other figures */
                                        rejectedHours: number;
                                    };
                                    members: {
                                        /** Format: uuid */
                                        memberId: string;
                                        /** Format: uuid */
                                        userId: string;
                                        name: string;
                                        hours: number;
                                        billableHours: number;
                                        entries: number;
                                        capacityHours: number | null;
                                        overtimeHours: number;
                                        idleHours: number;
                                        /** @description Of hours: waiting for review */
                                        pendingHours: number;
                                        /** @description Their rejected time: in none of the other figures */
                                        rejectedHours: number;
                                        activityPercent: number | null;
                                        projects: {
                                            name: string;
                                            hours: number;
                                        }[];
                                        /** @description Tasks they logged time to, most hours first */
                                        tasks: {
                                            name: string;
                                            hours: number;
                                        }[];
                                        topApps: {
                                            name: string;
                                            hours: number;
                                        }[];
                                    }[];
                                    projects: {
                                        projectId: string | null;
                                        name: string;
                                        hours: number;
                                        billableHours: number;
                                        /** @description Null without financials.read */
                                        billableAmount: number | null;
                                        people: number;
                                    }[];
                                    byDay: {
                                        date: string;
                                        hours: number;
                                    }[];
                                    topApps: {
                                        name: string;
                                        hours: number;
                                    }[];
                                    notes: {
                                        member: string;
                                        project: string | null;
                                        note: string;
                                    }[];
                                };
                                previousPeriodHours: number;
                                changePercent: number | null;
                                budgets: {
                                    project: string;
                                    /** @enum {string} */
                                    type: "FIXED" | "HOURLY";
                                    budget: number;
                                    used: number;
                                    /** @description Per cent of the budget used, two decimals, as GET /projects states it */
                                    usedPercent: number | null;
                                    overBudget: boolean;
                                }[];
                                skills: {
                                    member: string;
                                    skills: {
                                        skill: string;
                                        /** @description Apps, tasks and notes that support it */
                                        evidenceCount: number;
                                        /** @description Up to five of them; a project name is never evidence */
                                        evidence: string[];
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    aiWorkDay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date: string;
                    /**
                     * Format: uuid
                     * @description The member's user id (or member id); someone else's day needs time.read.all
                     */
                    userId?: string;
                    memberName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            date: string;
                            /** @description Where the day begins: the organization’s zone, or the caller’s own for their own day */
                            timeZone: string;
                            /** @description Who wrote the words: 'builtin' or 'openai:<model>' */
                            engine: string;
                            summary: string;
                            people: {
                                /** Format: uuid */
                                memberId: string;
                                name: string;
                                hours: number;
                                /** @description Their rejected time that day: in none of their hours */
                                rejectedHours: number;
                                untrackedActivityMinutes: number;
                                /** @description Null when the caller may not see this member's screenshots (screenshots.read.all) */
                                screenshotsOutsideTasks: {
                                    count: number;
                                    blurred: number;
                                    /** @description Taken because a manager asked for a live capture */
                                    requestedLive: number;
                                    shots: {
                                        capturedAt: string;
                                        /** @description The activity of the screenshot's slot, one decimal */
                                        activityPercent: number | null;
                                        blurred: boolean;
                                        requestedLive: boolean;
                                    }[];
                                } | null;
                                tasks: {
                                    start: string;
                                    end: string | null;
                                    project: string | null;
                                    notes: string | null;
                                    hours: number;
                                    /**
                                     * @description A rejected task's hours are in none of the person's figures
                                     * @enum {string}
                                     */
                                    status: "PENDING" | "APPROVED" | "REJECTED";
                                    activityPercent: number | null;
                                    apps: string[];
                                    /** @description Null when the caller may not see this member's screenshots (screenshots.read.all) */
                                    screenshots: {
                                        count: number;
                                        blurred: number;
                                        /** @description Taken because a manager asked for a live capture */
                                        requestedLive: number;
                                        shots: {
                                            capturedAt: string;
                                            /** @description The activity of the screenshot's slot, one decimal */
                                            activityPercent: number | null;
                                            blurred: boolean;
                                            requestedLive: boolean;
                                        }[];
                                    } | null;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    aiLatestWeeklyReport: {
        parameters: {
            query?: {
                /** @description An ISO week (2026-W47) or any day of it (2026-11-16), in the organization's weeks. Generating: default the last complete week. Reading: default the latest report. */
                week?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description The ISO week holding most of the organization's week (its first day, its zone), e.g. 2026-W47 */
                            week: string;
                            from: string;
                            to: string;
                            /** @description The organization's zone the week was taken in */
                            timeZone?: string;
                            /** @description Who wrote the words: 'builtin' or 'openai:<model>' */
                            engine: string;
                            generatedAt: string;
                            overview: string;
                            totals: {
                                hours: number;
                                billableHours: number;
                                entries: number;
                                people: number;
                                billableAmount: number | null;
                                idleHours: number;
                                /** @description Of hours: approved by a reviewer */
                                approvedHours: number;
                                /** @description Of hours: waiting for review */
                                pendingHours: number;
                                /** @description Rejected time: not worked or billable time, in none of the other figures */
                                rejectedHours: number;
                            };
                            changePercent: number | null;
                            previousPeriodHours: number;
                            projects: {
                                projectId: string | null;
                                name: string;
                                hours: number;
                                billableHours: number;
                                /** @description Null without financials.read */
                                billableAmount: number | null;
                                people: number;
                            }[];
                            budgets: {
                                project: string;
                                /** @enum {string} */
                                type: "FIXED" | "HOURLY";
                                budget: number;
                                used: number;
                                /** @description Per cent of the budget used, two decimals, as GET /projects states it */
                                usedPercent: number | null;
                                overBudget: boolean;
                            }[];
                            developers: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                hours: number;
                                billableHours: number;
                                entries: number;
                                capacityHours: number | null;
                                overtimeHours: number;
                                idleHours: number;
                                /** @description Of hours: waiting for review */
                                pendingHours: number;
                                /** @description Their rejected time: in none of the other figures */
                                rejectedHours: number;
                                activityPercent: number | null;
                                projects: {
                                    name: string;
                                    hours: number;
                                }[];
                                /** @description Tasks they logged time to, most hours first */
                                tasks: {
                                    name: string;
                                    hours: number;
                                }[];
                                topApps: {
                                    name: string;
                                    hours: number;
                                }[];
                            }[];
                            skills: {
                                member: string;
                                skills: {
                                    skill: string;
                                    /** @description Apps, tasks and notes that support it */
                                    evidenceCount: number;
                                    /** @description Up to five of them; a project name is never evidence */
                                    evidence: string[];
                                }[];
                            }[];
                            markdown: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    aiGenerateWeeklyReport: {
        parameters: {
            query?: {
                /** @description An ISO week (2026-W47) or any day of it (2026-11-16), in the organization's weeks. Generating: default the last complete week. Reading: default the latest report. */
                week?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description The ISO week holding most of the organization's week (its first day, its zone), e.g. 2026-W47 */
                            week: string;
                            from: string;
                            to: string;
                            /** @description The organization's zone the week was taken in */
                            timeZone?: string;
                            /** @description Who wrote the words: 'builtin' or 'openai:<model>' */
                            engine: string;
                            generatedAt: string;
                            overview: string;
                            totals: {
                                hours: number;
                                billableHours: number;
                                entries: number;
                                people: number;
                                billableAmount: number | null;
                                idleHours: number;
                                /** @description Of hours: approved by a reviewer */
                                approvedHours: number;
                                /** @description Of hours: waiting for review */
                                pendingHours: number;
                                /** @description Rejected time: not worked or billable time, in none of the other figures */
                                rejectedHours: number;
                            };
                            changePercent: number | null;
                            previousPeriodHours: number;
                            projects: {
                                projectId: string | null;
                                name: string;
                                hours: number;
                                billableHours: number;
                                /** @description Null without financials.read */
                                billableAmount: number | null;
                                people: number;
                            }[];
                            budgets: {
                                project: string;
                                /** @enum {string} */
                                type: "FIXED" | "HOURLY";
                                budget: number;
                                used: number;
                                /** @description Per cent of the budget used, two decimals, as GET /projects states it */
                                usedPercent: number | null;
                                overBudget: boolean;
                            }[];
                            developers: {
                                /** Format: uuid */
                                memberId: string;
                                /** Format: uuid */
                                userId: string;
                                name: string;
                                hours: number;
                                billableHours: number;
                                entries: number;
                                capacityHours: number | null;
                                overtimeHours: number;
                                idleHours: number;
                                /** @description Of hours: waiting for review */
                                pendingHours: number;
                                /** @description Their rejected time: in none of the other figures */
                                rejectedHours: number;
                                activityPercent: number | null;
                                projects: {
                                    name: string;
                                    hours: number;
                                }[];
                                /** @description Tasks they logged time to, most hours first */
                                tasks: {
                                    name: string;
                                    hours: number;
                                }[];
                                topApps: {
                                    name: string;
                                    hours: number;
                                }[];
                            }[];
                            skills: {
                                member: string;
                                skills: {
                                    skill: string;
                                    /** @description Apps, tasks and notes that support it */
                                    evidenceCount: number;
                                    /** @description Up to five of them; a project name is never evidence */
                                    evidence: string[];
                                }[];
                            }[];
                            markdown: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    aiDownloadWeeklyReport: {
        parameters: {
            query?: {
                /** @description An ISO week (2026-W47) or any day of it (2026-11-16), in the organization's weeks. Generating: default the last complete week. Reading: default the latest report. */
                week?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/markdown) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    aiChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Who wrote the words: 'builtin' or 'openai:<model>' */
                            engine: string;
                            answer: string;
                            /** @description True when the provider's answer was replaced because it held a figure no tool returned */
                            fallback: boolean;
                            toolCalls: {
                                tool: string;
                                arguments: {
                                    [key: string]: unknown;
                                };
                                result: {
                                    [key: string]: unknown;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMcpMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    /** @description Absent for a notification */
                    id?: string | number;
                    /** @description e.g. initialize, tools/list, tools/call */
                    method: string;
                    params?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The file (application/json) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description A notification (a message without id) was accepted; no body */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMcpDiscovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        title: string;
                        version: string;
                        description: string;
                        /** @description Where MCP clients POST JSON-RPC messages */
                        endpoint: string;
                        /** @enum {string} */
                        transport: "streamable-http";
                        /** @enum {string} */
                        sessions: "stateless";
                        /** @description The newest MCP protocol version spoken */
                        protocolVersion: string;
                        supportedProtocolVersions: string[];
                        authentication: {
                            /** @enum {string} */
                            type: "bearer";
                            header: string;
                            organizationHeader: string;
                            description: string;
                        };
                        documentation: {
                            mcp: string;
                            auth: string;
                            openapi: string;
                        };
                        tools: {
                            name: string;
                            title: string;
                            description: string;
                            readOnly: boolean;
                            /** @description The API operation the tool calls, in the OpenAPI document */
                            operationId: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMcpDiscoveryAtRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        title: string;
                        version: string;
                        description: string;
                        /** @description Where MCP clients POST JSON-RPC messages */
                        endpoint: string;
                        /** @enum {string} */
                        transport: "streamable-http";
                        /** @enum {string} */
                        sessions: "stateless";
                        /** @description The newest MCP protocol version spoken */
                        protocolVersion: string;
                        supportedProtocolVersions: string[];
                        authentication: {
                            /** @enum {string} */
                            type: "bearer";
                            header: string;
                            organizationHeader: string;
                            description: string;
                        };
                        documentation: {
                            mcp: string;
                            auth: string;
                            openapi: string;
                        };
                        tools: {
                            name: string;
                            title: string;
                            description: string;
                            readOnly: boolean;
                            /** @description The API operation the tool calls, in the OpenAPI document */
                            operationId: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhook_time_entry_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "time_entry.created";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The time entry as GET /time/entries/{entryId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        memberId: string;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                        projectId: string | null;
                        projectName: string | null;
                        /** @description A task of the entry's project */
                        taskId: string | null;
                        taskName: string | null;
                        /** @description The tags the entry carries, by name */
                        tags: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        /** @description null while the timer runs */
                        endTime: string | null;
                        /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                        durationSeconds: number;
                        idleSeconds: number;
                        notes: string | null;
                        isBillable: boolean;
                        isOffline: boolean;
                        isRunning: boolean;
                        /** @enum {string} */
                        source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                        /** @enum {string} */
                        status: "PENDING" | "APPROVED" | "REJECTED";
                        rejectionReason: string | null;
                        reviewedAt: string | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        costRate: number | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        billRate: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_entry_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "time_entry.updated";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The time entry as GET /time/entries/{entryId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        memberId: string;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                        projectId: string | null;
                        projectName: string | null;
                        /** @description A task of the entry's project */
                        taskId: string | null;
                        taskName: string | null;
                        /** @description The tags the entry carries, by name */
                        tags: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        /** @description null while the timer runs */
                        endTime: string | null;
                        /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                        durationSeconds: number;
                        idleSeconds: number;
                        notes: string | null;
                        isBillable: boolean;
                        isOffline: boolean;
                        isRunning: boolean;
                        /** @enum {string} */
                        source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                        /** @enum {string} */
                        status: "PENDING" | "APPROVED" | "REJECTED";
                        rejectionReason: string | null;
                        reviewedAt: string | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        costRate: number | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        billRate: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_entry_deleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "time_entry.deleted";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The time entry as it was as GET /time/entries/{entryId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        memberId: string;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                        projectId: string | null;
                        projectName: string | null;
                        /** @description A task of the entry's project */
                        taskId: string | null;
                        taskName: string | null;
                        /** @description The tags the entry carries, by name */
                        tags: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        /** @description null while the timer runs */
                        endTime: string | null;
                        /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                        durationSeconds: number;
                        idleSeconds: number;
                        notes: string | null;
                        isBillable: boolean;
                        isOffline: boolean;
                        isRunning: boolean;
                        /** @enum {string} */
                        source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                        /** @enum {string} */
                        status: "PENDING" | "APPROVED" | "REJECTED";
                        rejectionReason: string | null;
                        reviewedAt: string | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        costRate: number | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        billRate: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_entry_approved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "time_entry.approved";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The time entry as GET /time/entries/{entryId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        memberId: string;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                        projectId: string | null;
                        projectName: string | null;
                        /** @description A task of the entry's project */
                        taskId: string | null;
                        taskName: string | null;
                        /** @description The tags the entry carries, by name */
                        tags: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        /** @description null while the timer runs */
                        endTime: string | null;
                        /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                        durationSeconds: number;
                        idleSeconds: number;
                        notes: string | null;
                        isBillable: boolean;
                        isOffline: boolean;
                        isRunning: boolean;
                        /** @enum {string} */
                        source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                        /** @enum {string} */
                        status: "PENDING" | "APPROVED" | "REJECTED";
                        rejectionReason: string | null;
                        reviewedAt: string | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        costRate: number | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        billRate: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_time_entry_rejected: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "time_entry.rejected";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The time entry as GET /time/entries/{entryId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        memberId: string;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                        projectId: string | null;
                        projectName: string | null;
                        /** @description A task of the entry's project */
                        taskId: string | null;
                        taskName: string | null;
                        /** @description The tags the entry carries, by name */
                        tags: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        }[];
                        startTime: string;
                        /** @description null while the timer runs */
                        endTime: string | null;
                        /** @description Worked seconds: end − start − idleSeconds (up to now while running) */
                        durationSeconds: number;
                        idleSeconds: number;
                        notes: string | null;
                        isBillable: boolean;
                        isOffline: boolean;
                        isRunning: boolean;
                        /** @enum {string} */
                        source: "TIMER" | "MANUAL" | "IDLE_SPLIT";
                        /** @enum {string} */
                        status: "PENDING" | "APPROVED" | "REJECTED";
                        rejectionReason: string | null;
                        reviewedAt: string | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        costRate: number | null;
                        /** @description Snapshot at recording; null without members.rates.read */
                        billRate: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_timesheet_submitted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "timesheet.submitted";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The timesheet week as POST /time/weeks/submit answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** @description Null while the week is OPEN (never submitted, or withdrawn) */
                        id: string | null;
                        /** Format: uuid */
                        memberId: string;
                        weekStart: string;
                        /** @description The week's last day */
                        weekEnd: string;
                        /** @enum {string} */
                        status: "OPEN" | "SUBMITTED" | "APPROVED" | "REJECTED";
                        submittedAt: string | null;
                        reviewedAt: string | null;
                        reviewedByMemberId: string | null;
                        rejectionReason: string | null;
                        /** @description Entries starting in the week (running ones included) */
                        entryCount: number;
                        /** @description Worked seconds of the finished entries starting in the week */
                        totalSeconds: number;
                        billableSeconds: number;
                        /** @description The organization's time zone, where the week's days begin */
                        timeZone: string;
                        /** @description A timer started in this week is running (stop it before submitting) */
                        hasRunningTimer: boolean;
                        /** @description SUBMITTED or APPROVED: the week's entries cannot be changed by their owner */
                        locked: boolean;
                        canSubmit: boolean;
                        canWithdraw: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_timesheet_approved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "timesheet.approved";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The timesheet week as POST /time/weeks/{weekId}/approve answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** @description Null while the week is OPEN (never submitted, or withdrawn) */
                        id: string | null;
                        /** Format: uuid */
                        memberId: string;
                        weekStart: string;
                        /** @description The week's last day */
                        weekEnd: string;
                        /** @enum {string} */
                        status: "OPEN" | "SUBMITTED" | "APPROVED" | "REJECTED";
                        submittedAt: string | null;
                        reviewedAt: string | null;
                        reviewedByMemberId: string | null;
                        rejectionReason: string | null;
                        /** @description Entries starting in the week (running ones included) */
                        entryCount: number;
                        /** @description Worked seconds of the finished entries starting in the week */
                        totalSeconds: number;
                        billableSeconds: number;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_timesheet_rejected: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "timesheet.rejected";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The timesheet week as POST /time/weeks/{weekId}/reject answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** @description Null while the week is OPEN (never submitted, or withdrawn) */
                        id: string | null;
                        /** Format: uuid */
                        memberId: string;
                        weekStart: string;
                        /** @description The week's last day */
                        weekEnd: string;
                        /** @enum {string} */
                        status: "OPEN" | "SUBMITTED" | "APPROVED" | "REJECTED";
                        submittedAt: string | null;
                        reviewedAt: string | null;
                        reviewedByMemberId: string | null;
                        rejectionReason: string | null;
                        /** @description Entries starting in the week (running ones included) */
                        entryCount: number;
                        /** @description Worked seconds of the finished entries starting in the week */
                        totalSeconds: number;
                        billableSeconds: number;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_project_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "project.created";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The project as GET /projects/{projectId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The client's name */
                        clientName: string;
                        /** Format: uuid */
                        clientId: string;
                        code: string;
                        description: string | null;
                        /** @enum {string} */
                        budgetType: "FIXED" | "HOURLY";
                        /** @description null for callers who can neither manage projects nor read financials */
                        totalBudget: number | null;
                        hourlyBillRate: number | null;
                        screenshotIntervalMins: number;
                        blurScreenshots: boolean;
                        /** @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default) */
                        billableByDefault: boolean;
                        assignedUserIds: string[];
                        assignedMembers: {
                            /** Format: uuid */
                            memberId: string;
                            /** Format: uuid */
                            userId: string;
                            fullName: string;
                            /** @enum {string} */
                            status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                        }[];
                        isArchived: boolean;
                        archivedAt: string | null;
                        isPublicShared: boolean;
                        hasSharePassword: boolean;
                        profitability: {
                            /** @description Worked hours of finished, not rejected entries */
                            hoursLogged: number;
                            billableHours: number;
                            /** @description Σ billable worked hours × the entry's bill rate; null without financials.read */
                            billableAmount: number | null;
                            /** @description Σ worked hours × the entry's cost rate; null without financials.read */
                            cost: number | null;
                            profit: number | null;
                            /** @description profit / billableAmount × 100; null when nothing was billed */
                            marginPercent: number | null;
                            /** @description FIXED: billableAmount / totalBudget; HOURLY: hoursLogged / totalBudget */
                            budgetUsedPercent: number | null;
                            /** @description totalBudget − used, in the budget's unit; negative when over budget */
                            budgetRemaining: number | null;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_project_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "project.updated";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The project as GET /projects/{projectId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The client's name */
                        clientName: string;
                        /** Format: uuid */
                        clientId: string;
                        code: string;
                        description: string | null;
                        /** @enum {string} */
                        budgetType: "FIXED" | "HOURLY";
                        /** @description null for callers who can neither manage projects nor read financials */
                        totalBudget: number | null;
                        hourlyBillRate: number | null;
                        screenshotIntervalMins: number;
                        blurScreenshots: boolean;
                        /** @description Whether new time on the project is billable unless the person says otherwise (the entry form's and timer's default) */
                        billableByDefault: boolean;
                        assignedUserIds: string[];
                        assignedMembers: {
                            /** Format: uuid */
                            memberId: string;
                            /** Format: uuid */
                            userId: string;
                            fullName: string;
                            /** @enum {string} */
                            status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                        }[];
                        isArchived: boolean;
                        archivedAt: string | null;
                        isPublicShared: boolean;
                        hasSharePassword: boolean;
                        profitability: {
                            /** @description Worked hours of finished, not rejected entries */
                            hoursLogged: number;
                            billableHours: number;
                            /** @description Σ billable worked hours × the entry's bill rate; null without financials.read */
                            billableAmount: number | null;
                            /** @description Σ worked hours × the entry's cost rate; null without financials.read */
                            cost: number | null;
                            profit: number | null;
                            /** @description profit / billableAmount × 100; null when nothing was billed */
                            marginPercent: number | null;
                            /** @description FIXED: billableAmount / totalBudget; HOURLY: hoursLogged / totalBudget */
                            budgetUsedPercent: number | null;
                            /** @description totalBudget − used, in the budget's unit; negative when over budget */
                            budgetRemaining: number | null;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_project_budget_threshold_crossed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "project.budget_threshold_crossed";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description { projectId, projectName, budgetType, threshold, usedPercent } (the budget alert) */
                    data: {
                        /** Format: uuid */
                        projectId: string;
                        projectName: string;
                        /** @enum {string} */
                        budgetType: "FIXED" | "HOURLY";
                        /** @description The per cent of the budget reached: 80 or 100 */
                        threshold: number;
                        usedPercent: number;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_invoice_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "invoice.created";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The invoice as GET /financials/invoices/{invoiceId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** @description INV-000001…, given when the invoice first leaves DRAFT */
                        number: string | null;
                        projectId: string | null;
                        /** @description The buyer */
                        clientName: string;
                        buyerAddress: string | null;
                        buyerTaxId: string | null;
                        buyerEmail: string | null;
                        servicePeriodFrom: string | null;
                        servicePeriodTo: string | null;
                        purchaseOrder: string | null;
                        paymentTermsDays: number | null;
                        paymentTerms: string | null;
                        taxNote: string | null;
                        currency: string;
                        dueDate: string | null;
                        notes: string | null;
                        taxPercent: number;
                        /** @description Rounded to cents */
                        subtotal: number;
                        /** @description Rounded to cents */
                        taxAmount: number;
                        /** @description Rounded to cents */
                        total: number;
                        /**
                         * @description A SENT invoice past its due date is OVERDUE
                         * @enum {string}
                         */
                        status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                        /** @enum {string} */
                        paymentStatus: "PAID" | "UNPAID" | "VOID";
                        issuedAt: string | null;
                        paidAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        /** @description The billing profile as it was when the invoice was first issued; null for a draft never issued (it shows the profile as it is) */
                        seller: {
                            legalName: string | null;
                            address: string | null;
                            taxId: string | null;
                            registrationNumber: string | null;
                            email: string | null;
                            bankName: string | null;
                            iban: string | null;
                            bic: string | null;
                            bankAccount: string | null;
                            invoiceFooter: string | null;
                            hasLogo: boolean;
                        } | null;
                        items: {
                            /** Format: uuid */
                            id: string;
                            description: string;
                            quantity: number;
                            /** @description Rounded to cents */
                            unitPrice: number;
                            /** @description Rounded to cents */
                            amount: number;
                        }[];
                        /** @description Time entries billed on this invoice (built from time) */
                        timeEntryCount: number;
                        statusHistory: {
                            fromStatus: ("DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED") | null;
                            /** @enum {string} */
                            toStatus: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                            /** Format: uuid */
                            changedByMemberId: string;
                            changedAt: string;
                        }[];
                        /** @description Where the client pays this invoice online (docs/integrations.md, "Online payments"): set while the invoice is SENT or OVERDUE and the organization has a payment processor connected; otherwise null. Stable: the same URL every time. */
                        paymentUrl: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_invoice_status_changed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "invoice.status_changed";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The invoice as GET /financials/invoices/{invoiceId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** @description INV-000001…, given when the invoice first leaves DRAFT */
                        number: string | null;
                        projectId: string | null;
                        /** @description The buyer */
                        clientName: string;
                        buyerAddress: string | null;
                        buyerTaxId: string | null;
                        buyerEmail: string | null;
                        servicePeriodFrom: string | null;
                        servicePeriodTo: string | null;
                        purchaseOrder: string | null;
                        paymentTermsDays: number | null;
                        paymentTerms: string | null;
                        taxNote: string | null;
                        currency: string;
                        dueDate: string | null;
                        notes: string | null;
                        taxPercent: number;
                        /** @description Rounded to cents */
                        subtotal: number;
                        /** @description Rounded to cents */
                        taxAmount: number;
                        /** @description Rounded to cents */
                        total: number;
                        /**
                         * @description A SENT invoice past its due date is OVERDUE
                         * @enum {string}
                         */
                        status: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                        /** @enum {string} */
                        paymentStatus: "PAID" | "UNPAID" | "VOID";
                        issuedAt: string | null;
                        paidAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        /** @description The billing profile as it was when the invoice was first issued; null for a draft never issued (it shows the profile as it is) */
                        seller: {
                            legalName: string | null;
                            address: string | null;
                            taxId: string | null;
                            registrationNumber: string | null;
                            email: string | null;
                            bankName: string | null;
                            iban: string | null;
                            bic: string | null;
                            bankAccount: string | null;
                            invoiceFooter: string | null;
                            hasLogo: boolean;
                        } | null;
                        items: {
                            /** Format: uuid */
                            id: string;
                            description: string;
                            quantity: number;
                            /** @description Rounded to cents */
                            unitPrice: number;
                            /** @description Rounded to cents */
                            amount: number;
                        }[];
                        /** @description Time entries billed on this invoice (built from time) */
                        timeEntryCount: number;
                        statusHistory: {
                            fromStatus: ("DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED") | null;
                            /** @enum {string} */
                            toStatus: "DRAFT" | "SENT" | "PAID" | "OVERDUE" | "CANCELLED";
                            /** Format: uuid */
                            changedByMemberId: string;
                            changedAt: string;
                        }[];
                        /** @description Where the client pays this invoice online (docs/integrations.md, "Online payments"): set while the invoice is SENT or OVERDUE and the organization has a payment processor connected; otherwise null. Stable: the same URL every time. */
                        paymentUrl: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_member_invited: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "member.invited";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The member as GET /organizations/members/{memberId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        user: {
                            /** Format: uuid */
                            id: string;
                            fullName: string;
                            email: string;
                        };
                        role: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            builtInKey: string | null;
                        };
                        /** @description Names of the member's roles (one per organization today) */
                        roles: string[];
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                        /** @description Hourly cost; null when the caller may not see rates */
                        costRate: number | null;
                        /** @description Hourly billable rate; null when the caller may not see rates */
                        billableRate: number | null;
                        weeklyCapacityHours: number | null;
                        joinedAt: string | null;
                        createdAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_member_joined: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "member.joined";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The member as GET /organizations/members/{memberId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        user: {
                            /** Format: uuid */
                            id: string;
                            fullName: string;
                            email: string;
                        };
                        role: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            builtInKey: string | null;
                        };
                        /** @description Names of the member's roles (one per organization today) */
                        roles: string[];
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                        /** @description Hourly cost; null when the caller may not see rates */
                        costRate: number | null;
                        /** @description Hourly billable rate; null when the caller may not see rates */
                        billableRate: number | null;
                        weeklyCapacityHours: number | null;
                        joinedAt: string | null;
                        createdAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_member_deactivated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "member.deactivated";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The member as GET /organizations/members/{memberId} answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        user: {
                            /** Format: uuid */
                            id: string;
                            fullName: string;
                            email: string;
                        };
                        role: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            builtInKey: string | null;
                        };
                        /** @description Names of the member's roles (one per organization today) */
                        roles: string[];
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED";
                        /** @description Hourly cost; null when the caller may not see rates */
                        costRate: number | null;
                        /** @description Hourly billable rate; null when the caller may not see rates */
                        billableRate: number | null;
                        weeklyCapacityHours: number | null;
                        joinedAt: string | null;
                        createdAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_screenshot_captured: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "screenshot.captured";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    /** @description The screenshot as GET /screenshots item answers it. As the API shows it to the subscription's creator at delivery: money null without financials.read, rates null without members.rates.read. */
                    data: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        memberId: string;
                        /** Format: uuid */
                        userId: string;
                        /** Format: uuid */
                        projectId: string;
                        slotId: string | null;
                        /** Format: uuid */
                        clientId: string;
                        capturedAt: string;
                        isBlurred: boolean;
                        /** @description true while the screenshot is still sharp but its project now blurs screenshots: it is blurred in the background, and its files are not served until then */
                        blurPending: boolean;
                        requestedLive: boolean;
                        captureRequestId: string | null;
                        width: number;
                        height: number;
                        sizeBytes: number;
                        contentType: string;
                        /** @description Active seconds of the screenshot's activity slot over the slot's length, 0 to 100; null without a slot */
                        activityPercent: number | null;
                        /** @description Signed URL of the image, valid until urlsExpireAt, no token needed */
                        imageUrl: string;
                        /** @description Signed URL of the thumbnail (about 320 pixels wide) */
                        thumbnailUrl: string;
                        urlsExpireAt: string;
                        createdAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_webhook_test: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id: the same on every attempt, for de-duplication */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">; two, space-separated, during a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id, also sent as the webhook-id header
                     */
                    id: string;
                    /** @constant */
                    type: "webhook.test";
                    /** @description When the change happened (ISO-8601) */
                    timestamp: string;
                    /** Format: uuid */
                    organizationId: string;
                    data: {
                        /** Format: uuid */
                        subscriptionId: string;
                        message: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, a redirect included, is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
