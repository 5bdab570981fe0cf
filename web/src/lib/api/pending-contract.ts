// Routes the app needs that a server change being built at the same time will publish: today the
// cookie-session routes of docs/WEB-CONTRACT.md. Their shapes are built from generated ones
// (login's body and errors, /auth/me's user and organizations), never written out. Once the server
// publishes a route, the generated `paths` take precedence (client.ts) and
// web/tools/api-schema.test.ts fails until it is removed from here (with none left, the file is
// `export type PendingPaths = Record<never, never>;`).
import type { paths } from './schema';

type Login = paths['/api/v1/auth/login']['post'];
type Me = paths['/api/v1/auth/me']['get']['responses'][200]['content']['application/json']['data'];
type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };

export interface PendingPaths {
  '/api/v1/auth/session': {
    parameters: NoParameters;
    get?: never;
    put?: never;
    /** Signs in with a password or an emailed code; sets the httpOnly session cookie and pc_csrf. */
    post: {
      parameters: NoParameters;
      requestBody: Login['requestBody'];
      responses: Omit<Login['responses'], 200> & {
        200: Json<{ success: true; data: Pick<Me, 'user' | 'organizations'> & { csrfToken: string } }>;
      };
    };
    /** Revokes the session on the server and clears both cookies. */
    delete: {
      parameters: NoParameters;
      requestBody?: never;
      responses: Omit<paths['/api/v1/auth/me']['get']['responses'], 200> & {
        200: Json<{ success: true; data: { signedOut: true } }>;
        204: { headers: { [name: string]: unknown }; content?: never };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
