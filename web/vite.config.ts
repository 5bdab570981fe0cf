// The web app's build: Vite + React, served by the API server from web/dist (docs/web.md).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { WEB_APP_CSP } from '../src/platform/http/content-security-policy.js';
import { firstVisitSize } from './tools/first-visit-size.js';
import { thirdPartyLicenses } from './tools/third-party-licenses.js';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // third-party-licenses.txt: the licence of every package the bundle holds.
    thirdPartyLicenses(),
    // What a first visit downloads: the entry and what these screens need before they paint.
    firstVisitSize({
      budgetKilobytes: 200,
      screens: {
        'sign-in': 'src/features/auth/sign-in-screen.tsx',
        home: 'src/features/home/home-screen.tsx',
        // portal: a client's first visit is the shared link
        portal: 'src/features/portal/portal-screen.tsx',
        // account feature
        'sign-up': 'src/features/account/sign-up-screen.tsx',
        'accept-invite': 'src/features/account/accept-invite-screen.tsx',
        // timesheet
        timesheet: 'src/features/timesheet/timesheet-screen.tsx',
      },
    }),
  ],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  // `npm run web:dev`: the API runs on :3000 with PUBLIC_URL=http://localhost:5173 (docs/web.md).
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // `vite preview` answers with the same policy the server gives the app, so a build that needs an
  // inline script or style fails there first.
  preview: { headers: { 'content-security-policy': WEB_APP_CSP } },
});
