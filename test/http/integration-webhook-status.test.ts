/** `GET /v1/integrations/webhook/provider/{providerOrIntegrationId}/status`, as the real use case and its e2e tests answer. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

type Integration = { _id: string; _environmentId: string; providerId: string; channel: string };
let t: Awaited<ReturnType<typeof makeTestApp>>;

const status = (id: string) => t.api().get(`/v1/integrations/webhook/provider/${id}/status`);
const create = async (body: object) => (await t.api().post('/v1/integrations', body)).body.data as Integration;

beforeEach(async () => {
  t = await makeTestApp();
});

describe('GET /v1/integrations/webhook/provider/{providerOrIntegrationId}/status', () => {
  it('answers {data: true} for a provider that reads delivery events from webhooks, {data: false} for one that does not', async () => {
    const sendgrid = await create({ providerId: 'sendgrid', channel: 'email', credentials: { apiKey: '' } });
    const res = await status(sendgrid._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
    const africasTalking = await create({ providerId: 'africas-talking', channel: 'sms', credentials: { apiKey: 'asdf', user: 'asdf', from: 'asdf' } });
    expect((await status(africasTalking._id)).body).toEqual({ data: false });
    // A provider id names the first of its integrations with credentials.
    expect((await status('twilio')).body).toEqual({ data: true });
    expect((await status('nexmo')).body).toEqual({ data: false });
  });

  it('answers 404 for no such integration, 400 without credentials and for channels other than email and sms', async () => {
    const unknown = await status('ffffffffffffffffffffffff');
    expectErrorShape(unknown.body, 404);
    expect(unknown.body.message).toBe('Integration for ffffffffffffffffffffffff was not found');
    expect((await status('not-a-provider')).body.message).toBe('Integration for not-a-provider was not found');

    const bare = await create({ providerId: 'sendgrid', channel: 'email', identifier: 'sendgrid-bare' });
    const noCredentials = await status(bare._id);
    expectErrorShape(noCredentials.body, 400);
    expect(noCredentials.body.error).toBe('Bad Request');
    expect(noCredentials.body.message).toBe(`Integration ${bare._id} doesn't have credentials set up`);

    const listed = (await t.api().get('/v1/integrations')).body.data as Integration[];
    for (const providerId of ['slack', 'fcm']) {
      const integration = listed.find((i) => i._environmentId === DEV_ENV_ID && i.providerId === providerId) as Integration;
      await t.api().put(`/v1/integrations/${integration._id}`, { credentials: { apiKey: '' } });
      const res = await status(integration._id);
      expectErrorShape(res.body, 400);
      expect(res.body.message).toBe(`Webhook for ${providerId}-${integration.channel} is not supported yet`);
    }
    const clickatell = await create({ providerId: 'clickatell', channel: 'email', credentials: { apiKey: 'x' } });
    const noSender = await status(clickatell._id);
    expectErrorShape(noSender.body, 404);
    expect(noSender.body.message).toBe('Handler for integration of clickatell was not found');
  });

  it('is served (no longer a 501) and answers a bare boolean without the envelope', async () => {
    const bare = await makeTestApp({ envelope: false });
    const res = await bare.api().get('/v1/integrations/webhook/provider/sendgrid/status');
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
  });
});
