import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../test/support/actors.js';
import { castApp } from '../../../test/support/cast-app.js';
import { animatedWebp, multipartBody, screenImage } from '../../../test/support/screenshots.js';
import { isValidBic, isValidIban, formatIban } from './billing-profile.rules.js';

const { t, cast } = await castApp();
const { owner, admin, manager, member, outsider } = cast;
const URL = '/api/v1/organizations/current/billing-profile';

const PROFILE = {
  legalName: 'Acme Consulting Sp. z o.o.',
  address: 'ul. Długa 1\n00-001 Warszawa\nPoland',
  taxId: 'PL1234567890',
  registrationNumber: 'KRS 0000123456',
  email: 'billing@acme.example',
  bankName: 'mBank',
  iban: 'pl61 1090 1014 0000 0712 1981 2874',
  bic: 'brexplpw',
  bankAccount: '',
  paymentTermsDays: 30,
  paymentTerms: 'Net 30 days',
  invoiceFooter: 'Registered at the District Court for Warsaw',
};

const get = (actor: Actor) => t.app.inject({ method: 'GET', url: URL, headers: actor.headers });
const patch = (actor: Actor, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: URL, headers: actor.headers, payload });

function uploadLogo(actor: Actor, body: Buffer, name = 'logo') {
  const { payload, contentType } = multipartBody({}, [{ name, body, filename: 'logo.png' }]);
  return t.app.inject({
    method: 'POST',
    url: `${URL}/logo`,
    headers: { ...actor.headers, 'content-type': contentType },
    payload,
  });
}

describe('billing profile rules', () => {
  it('checks IBAN check digits and BIC shape, and prints an IBAN in groups of four', () => {
    expect(isValidIban('PL61109010140000071219812874')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
    expect(isValidBic('BREXPLPW')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('DEUT')).toBe(false);
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('GET/PATCH /organizations/current/billing-profile', () => {
  it('is empty until saved, then keeps what the Owner saves, normalized', async () => {
    const empty = await get(owner);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toMatchObject({ legalName: null, iban: null, logo: null, updatedAt: null });

    const saved = await patch(owner, PROFILE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      legalName: PROFILE.legalName,
      address: PROFILE.address,
      iban: 'PL61109010140000071219812874',
      bic: 'BREXPLPW',
      bankAccount: null,
      paymentTermsDays: 30,
    });
    expect((await get(owner)).json().data.taxId).toBe('PL1234567890');
  });

  it('lets an Admin change single fields, leaving the others, and clear one with an empty string', async () => {
    const changed = await patch(admin, { paymentTerms: 'Net 14 days', paymentTermsDays: 14, registrationNumber: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      paymentTerms: 'Net 14 days',
      paymentTermsDays: 14,
      registrationNumber: null,
      legalName: PROFILE.legalName,
    });
  });

  it('refuses a bad IBAN, BIC, email or terms, and an empty body, with the field named', async () => {
    for (const [payload, field] of [
      [{ iban: 'DE89370400440532013001' }, 'body.iban'],
      [{ bic: 'XX' }, 'body.bic'],
      [{ email: 'nope' }, 'body.email'],
      [{ paymentTermsDays: 366 }, 'body.paymentTermsDays'],
      [{ legalName: 'x'.repeat(201) }, 'body.legalName'],
    ] as const) {
      const response = await patch(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
    expect((await patch(owner, {})).statusCode).toBe(400);
  });

  it('refuses Managers and Members, to read and to write; another organization sees only its own', async () => {
    for (const actor of [manager, member]) {
      expect((await get(actor)).statusCode).toBe(403);
      expect((await patch(actor, { legalName: 'Taken over' })).statusCode).toBe(403);
      expect((await uploadLogo(actor, await screenImage(100, 50))).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${URL}/logo`, headers: actor.headers })).statusCode).toBe(403);
    }
    const theirs = await get(outsider);
    expect(theirs.json().data.legalName).toBeNull();
    const foreign = { ...outsider.headers, 'x-organization-id': owner.orgId };
    expect((await t.app.inject({ method: 'GET', url: URL, headers: foreign })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: URL, headers: foreign, payload: { legalName: 'Mine now' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${URL}/logo`, headers: foreign })).statusCode).toBe(403);
    expect((await get(owner)).json().data.legalName).toBe(PROFILE.legalName);
  });
});

describe('POST/GET /organizations/current/billing-profile/logo', () => {
  it('is 404 before any logo, then stores a large image as a PNG fitted into 600×240', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${URL}/logo`, headers: owner.headers })).statusCode).toBe(404);
    const uploaded = await uploadLogo(owner, await screenImage(1600, 400, 'jpeg'));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.logo).toMatchObject({ width: 600, height: 150 });
    const logo = await t.app.inject({ method: 'GET', url: `${URL}/logo`, headers: owner.headers });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const metadata = await sharp(logo.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 600, height: 150 });
    // Another organization has no logo, and cannot reach this one.
    expect((await t.app.inject({ method: 'GET', url: `${URL}/logo`, headers: outsider.headers })).statusCode).toBe(404);
  });

  it('keeps a small logo at its size', async () => {
    const uploaded = await uploadLogo(admin, await screenImage(120, 60, 'webp'));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.logo).toMatchObject({ width: 120, height: 60 });
  });

  it('refuses what is not a still image, with the upload codes', async () => {
    const text = await uploadLogo(owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const animation = await uploadLogo(owner, await animatedWebp(3));
    expect(animation.statusCode).toBe(415);
    expect(animation.json().code).toBe('IMAGE_ANIMATED');
    const empty = await uploadLogo(owner, Buffer.alloc(0));
    expect(empty.json().code).toBe('IMAGE_EMPTY');
    const cut = (await screenImage(400, 200, 'png')).subarray(0, 200);
    expect((await uploadLogo(owner, cut)).json().code).toBe('IMAGE_UNDECODABLE');
    const wrongPart = await uploadLogo(owner, await screenImage(50, 50), 'image');
    expect(wrongPart.json().code).toBe('MALFORMED_MULTIPART');
    const json = await t.app.inject({ method: 'POST', url: `${URL}/logo`, headers: owner.headers, payload: {} });
    expect(json.statusCode).toBe(415);
    // The last good logo is still there.
    expect((await get(owner)).json().data.logo).toMatchObject({ width: 120, height: 60 });
  });
});
