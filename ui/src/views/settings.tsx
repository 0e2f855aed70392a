import { Table, WhenLoaded } from '../components/data.js';
import { Empty } from '../components/states.js';
import { useEnvironment } from '../environment.js';
import type { EnvironmentVariable, Integration } from '../types.js';
import { useLoad } from '../use-load.js';

const SECRET_MASK = '••••••••';
const isEmptyList = (list: readonly unknown[]) => list.length === 0;

function Variables() {
  const { api, apiKey, environmentId } = useEnvironment();
  const variables = useLoad(() => api.get<EnvironmentVariable[]>('/v1/environment-variables'), [apiKey]);
  return (
    <WhenLoaded state={variables} what="environment variables" isEmpty={isEmptyList} empty={<Empty title="No environment variables.">Create one with POST /v1/environment-variables.</Empty>}>
      {(list) => (
        <Table label="Environment variables" columns={['Key', 'Type', 'Value in this environment']}>
          {list.map((v) => {
            const value = v.values.find((x) => x._environmentId === environmentId)?.value;
            return (
              <tr key={v._id}>
                <td>
                  <code>{v.key}</code> {v.isSecret && <span class="chip">secret</span>}
                </td>
                <td>{v.type}</td>
                <td>{value === undefined ? <span class="muted">not set</span> : v.isSecret ? SECRET_MASK : <code>{value}</code>}</td>
              </tr>
            );
          })}
        </Table>
      )}
    </WhenLoaded>
  );
}

function Integrations() {
  const { api, apiKey, environmentId } = useEnvironment();
  // The API lists the whole organization's: this view shows the picked environment's.
  const integrations = useLoad(async () => (await api.get<Integration[]>('/v1/integrations')).filter((i) => i._environmentId === environmentId), [apiKey]);
  return (
    <WhenLoaded state={integrations} what="integrations" isEmpty={isEmptyList} empty={<Empty title="No integrations.">Add them to the fixtures (integrations.json).</Empty>}>
      {(list) => (
        <Table label="Integrations" columns={['Name', 'Provider', 'Channel', 'Identifier', 'State']}>
          {list.map((i) => (
            <tr key={i._id}>
              <td>
                {i.name} {i.primary && <span class="chip primary">primary</span>}
              </td>
              <td>{i.providerId}</td>
              <td>{i.channel ?? '—'}</td>
              <td>
                <code>{i.identifier}</code>
              </td>
              <td>{i.active ? 'active' : 'inactive'}</td>
            </tr>
          ))}
        </Table>
      )}
    </WhenLoaded>
  );
}

export function SettingsView() {
  return (
    <section aria-labelledby="settings-title">
      <header class="view-header">
        <h2 id="settings-title">Environment</h2>
      </header>
      <h3>Environment variables</h3>
      <Variables />
      <h3>Integrations</h3>
      <Integrations />
    </section>
  );
}
